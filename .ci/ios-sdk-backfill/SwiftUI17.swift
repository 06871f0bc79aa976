// SwiftUI declarations newer than the iPhoneOS 16.5 SDK the real-SDK check uses, copied from
// the signatures and availability Apple documents, so that the keyboard modifier's iOS 17
// path type-checks (rule S2: content margins from iOS 17). Declarations only: never run,
// never part of a build (the check passes this folder's files with --backfill).
#if canImport(SwiftUI)
  import SwiftUI

  /// developer.apple.com/documentation/swiftui/contentmarginplacement: `struct
  /// ContentMarginPlacement`, iOS 17.0.
  @available(iOS 17.0, *)
  struct ContentMarginPlacement {
    /// The automatic placement, iOS 17.0.
    ///
    /// developer.apple.com/documentation/swiftui/contentmarginplacement/automatic
    static var automatic: ContentMarginPlacement { ContentMarginPlacement() }
    /// The scroll content placement, iOS 17.0.
    ///
    /// developer.apple.com/documentation/swiftui/contentmarginplacement/scrollcontent
    static var scrollContent: ContentMarginPlacement { ContentMarginPlacement() }
  }

  @available(iOS 17.0, *)
  extension View {
    /// developer.apple.com/documentation/swiftui/view/contentmargins(_:_:for:)-1lt8b:
    /// `nonisolated func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for
    /// placement: ContentMarginPlacement = .automatic) -> some View`, iOS 17.0.
    func contentMargins(
      _ edges: Edge.Set = .all, _ length: CGFloat?,
      for placement: ContentMarginPlacement = .automatic
    ) -> some View { self }
  }
#endif
