// On Apple platforms, CGRect, CGPoint and CGSize are Equatable, and have `.zero` and their
// memberwise initialisers, only through CoreGraphics' Swift overlay, which `import
// Foundation` does not bring. Re-exporting it here makes it visible to every file of Core
// and to every module that imports Core. Linux has no CoreGraphics module: there these
// types come from Foundation. This and `NSValue+Rect.swift` are Core's only platform seams.
#if canImport(CoreGraphics)
  @_exported public import CoreGraphics
#endif
