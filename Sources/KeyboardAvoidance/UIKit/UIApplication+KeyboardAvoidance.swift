#if canImport(UIKit)
  import KeyboardAvoidanceCore
  import KeyboardAvoidanceEngine
  public import UIKit

  extension UIApplication: KeyboardAppWideAvoiding {
    /// The app-wide mode of the whole process (rules L7, L9): keyboard and editing
    /// notifications are app-wide, so one observer serves every scene.
    @_spi(KeyboardAvoidanceBinding)
    public var keyboardAppWideSlot: KeyboardAppWideSlot {
      KeyboardAppWideSlot(observer: .shared) { UIKitAppWideHosts(application: self) }
    }
  }

  /// The app-wide mode's walk on UIKit: the input's superviews, nearest first; and its
  /// window taps (rule T2 on the application).
  @MainActor
  final class UIKitAppWideHosts: AppWideHosts {
    private let windowTaps: WindowTapWatchers
    private weak var application: UIApplication?

    /// The app-wide mode of `application`, whose windows it watches for taps.
    init(application: UIApplication) {
      windowTaps = WindowTapWatchers(application: application)
      self.application = application
    }

    /// The text field or text view each window of the app's connected scenes is editing,
    /// found by walking their views: at the library's first use they began editing before
    /// anyone observed it (rule L2).
    func inputsEditingInEveryWindow() -> [AnyObject] {
      let scenes = application?.connectedScenes.compactMap { $0 as? UIWindowScene } ?? []
      return scenes.flatMap(\.windows).compactMap {
        KeyboardInputWalk.editingInput(in: $0 as UIView)
      }
    }

    /// Turns tap to dismiss on every window of the app on or off (rules T2, L9).
    func endEditingOnWindowTaps(_ isOn: Bool) {
      windowTaps.setOn(isOn)
    }

    /// Enables the scroll view rule L7 picks above `input`, if any; with none, hands the
    /// input to its screen (rule L10); returns whether either serves it.
    func enableHost(for input: AnyObject) -> Bool {
      guard let view = input as? UIView else { return false }
      return enableScrollView(for: view).serves(input) {
        KeyboardScreenWalk.screen(for: view)
      }
    }

    /// Enables the scroll view rule L7 picks above `view`, if any.
    private func enableScrollView(for view: UIView) -> AppWideHostWalk.Outcome {
      AppWideHostWalk.enableHost(
        above: view,
        scrollView: { candidate in
          // A compositional layout's orthogonal section scrolls in a scroll view of UIKit's
          // own inside the collection view: never a host.
          (candidate as? UIScrollView).flatMap { $0.superview is UICollectionView ? nil : $0 }
        },
        scrollsVertically: { scrollView in
          let layout = (scrollView as? UICollectionView)?.collectionViewLayout
          return AppWideHostChoice.scrollsVertically(
            isScrollEnabled: scrollView.isScrollEnabled, contentSize: scrollView.contentSize,
            boundsSize: scrollView.bounds.size,
            alwaysBounceVertical: scrollView.alwaysBounceVertical,
            layoutScrollsHorizontally: (layout as? UICollectionViewFlowLayout)?.scrollDirection
              == .horizontal)
        },
        isOwnedBySystem: Self.isOwnedBySystem)
    }

    /// Whether the system owns `scrollView`, so that the app-wide mode never enables it
    /// (rule L7).
    ///
    /// It does for a private subclass from a system framework (its class name starts with
    /// an underscore, as `_UIQueuingScrollView` of a page view controller), and for the
    /// scroll view of a view controller whose class comes from a system framework: an
    /// alert's, search results', a picker's. UIKit's generic
    /// controllers that the app fills with its own views (`UIViewController`,
    /// `UITableViewController`, `UICollectionViewController`, used without a subclass) are
    /// the app's. The view controller is the nearest one on the responder chain.
    static func isOwnedBySystem(_ scrollView: UIScrollView) -> Bool {
      let scrollViewClass: AnyClass = type(of: scrollView)
      if isFromSystemFramework(scrollViewClass),
        NSStringFromClass(scrollViewClass).hasPrefix("_")
      {
        return true
      }
      let responders = sequence(first: scrollView as UIResponder) { $0.next }
      guard let controller = responders.lazy.compactMap({ $0 as? UIViewController }).first
      else { return false }
      return isSystemController(controller)
    }

    /// Whether `controller`'s class comes from a system framework (an alert, search results,
    /// a picker, the keyboard's own input window), as opposed to UIKit's generic controllers
    /// that the app fills with its own views (rules L7, L10).
    static func isSystemController(_ controller: UIViewController) -> Bool {
      let controllerClass: AnyClass = type(of: controller)
      let appFilled: [AnyClass] = [
        UIViewController.self, UITableViewController.self, UICollectionViewController.self,
      ]
      if appFilled.contains(where: { $0 == controllerClass }) { return false }
      return isFromSystemFramework(controllerClass)
    }

    /// Whether a class comes from a framework of the system (under `/System/Library/` on a
    /// device, and in the simulator's runtime root), not from the app or its frameworks.
    static func isFromSystemFramework(_ someClass: AnyClass) -> Bool {
      let bundle = Bundle(for: someClass)
      return bundle != Bundle.main && bundle.bundlePath.contains("/System/Library/")
    }
  }
#endif
