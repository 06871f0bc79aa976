package import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension SwiftUIViewTree where View: KeyboardViewNode, View.Node == View {
  /// A tree of the library's view nodes, UIKit's views or the model's, as SwiftUI builds
  /// them (rule S1); `frameInWindow` is the platform's conversion to window coordinates.
  ///
  /// SwiftUI backs a `ScrollView` with a `UIScrollView` of its own, and `List` and `Form`
  /// with a `UITableView` up to iOS 15 and a `UICollectionView` from iOS 16: all scroll
  /// views; a text view is an input, not one of those. Its hosting view (`_UIHostingView`,
  /// the view of a `UIHostingController`) is a private class of the SwiftUI framework, as
  /// are the views between it and the content's platform views: the top of the SwiftUI
  /// content is the last superview, going up, whose type is SwiftUI's own.
  package static func ofNodes(
    frameInWindow: @escaping @MainActor (View) -> CGRect
  ) -> SwiftUIViewTree<View> {
    SwiftUIViewTree(
      superview: { $0.superview }, subviews: { $0.subviews }, frameInWindow: frameInWindow,
      isScrollView: { view in
        guard view.isScrollView else { return false }
        if case .input = view.keyboardRole { return false }
        return true
      },
      isHostingView: { view in
        view.isSwiftUIView && !(view.superview?.isSwiftUIView ?? false)
      })
  }
}
