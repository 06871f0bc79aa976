// Core's geometry types come from a different module on each platform. On Apple platforms,
// CGRect, CGPoint and CGSize are Equatable, and have `.zero` and their memberwise
// initialisers, only through CoreGraphics' Swift overlay, which `import Foundation` does not
// bring; on Linux there is no CoreGraphics module and Foundation declares them. Re-exporting
// the right one here makes the types and their members visible to every file of Core (a
// file that only names CGFloat needs no import of its own) and to every module that imports
// Core. This and `NSValue+Rect.swift` are Core's only platform seams.
#if canImport(CoreGraphics)
  @_exported public import CoreGraphics
#else
  @_exported public import Foundation
#endif
