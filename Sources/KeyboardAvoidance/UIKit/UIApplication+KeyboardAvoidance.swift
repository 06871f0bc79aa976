#if canImport(UIKit)
  import KeyboardAvoidanceCore
  import KeyboardAvoidanceEngine
  public import UIKit

  extension UIApplication: KeyboardAppWideAvoiding {
    /// The app-wide mode of the whole process (rules L7, L9): keyboard and editing
    /// notifications are app-wide, so one observer serves every scene.
    @_spi(KeyboardAvoidanceBinding)
    public var keyboardAppWideSlot: KeyboardAppWideSlot {
      KeyboardAppWideSlot(observer: .shared) { UIKitAppWideHosts() }
    }
  }

  /// The app-wide mode's walk on UIKit: the input's superviews, nearest first.
  @MainActor
  final class UIKitAppWideHosts: AppWideHosts {
    /// Enables the scroll view rule L7 picks above `input`, if any.
    func enableHost(for input: AnyObject) {
      // rule L7: SwiftUI lifts its own content; its keyboard modifier is the way in.
      guard let view = input as? UIView, !view.isInsideSwiftUI else { return }
      // A compositional layout's orthogonal section scrolls in a scroll view of UIKit's own
      // inside the collection view: never a host.
      let scrollViews = sequence(first: view) { $0.superview }.compactMap { $0 as? UIScrollView }
        .filter { !($0.superview is UICollectionView) }
      AppWideHostWalk.enableHost(among: scrollViews) { scrollView in
        let layout = (scrollView as? UICollectionView)?.collectionViewLayout
        return AppWideHostChoice.scrollsVertically(
          isScrollEnabled: scrollView.isScrollEnabled, contentSize: scrollView.contentSize,
          boundsSize: scrollView.bounds.size,
          alwaysBounceVertical: scrollView.alwaysBounceVertical,
          layoutScrollsHorizontally: (layout as? UICollectionViewFlowLayout)?.scrollDirection
            == .horizontal)
      }
    }
  }
#endif
