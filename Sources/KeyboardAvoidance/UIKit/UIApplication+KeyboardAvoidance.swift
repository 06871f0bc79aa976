#if canImport(UIKit)
  import KeyboardAvoidanceCore
  import KeyboardAvoidanceEngine
  public import UIKit

  extension UIApplication: KeyboardAppWideAvoiding {
    /// Whether the app-wide observer walks to the scroll views above inputs that begin
    /// editing (rule L7).
    @_spi(KeyboardAvoidanceBinding)
    public var isKeyboardAppWideModeOn: Bool {
      KeyboardObserver.shared.appWideHosts != nil
    }

    /// Turns the app-wide mode on or off for the whole process: keyboard and editing
    /// notifications are app-wide, so one observer serves every scene.
    @_spi(KeyboardAvoidanceBinding)
    public func setKeyboardAppWideMode(_ isOn: Bool) {
      KeyboardObserver.shared.appWideHosts = isOn ? UIKitAppWideHosts() : nil
    }
  }

  /// The app-wide mode's walk on UIKit: the input's superviews, nearest first.
  @MainActor
  final class UIKitAppWideHosts: AppWideHosts {
    /// Enables the scroll view rule L7 picks above `input`, if any.
    func enableHost(for input: AnyObject) {
      var scrollViews: [UIScrollView] = []
      var view = input as? UIView
      while let current = view {
        if let scrollView = current as? UIScrollView { scrollViews.append(scrollView) }
        view = current.superview
      }
      let candidates = scrollViews.map { scrollView in
        let engine = scrollView.keyboardEngineSlot.engine(KeyboardScrollEngine.self)
        let layout = (scrollView as? UICollectionView)?.collectionViewLayout
        return AppWideHostChoice.Candidate(
          isEnabled: engine?.isEnabled ?? false,
          isDisabledByApp: engine?.isDisabledByApp ?? false,
          scrollsVertically: AppWideHostChoice.scrollsVertically(
            isScrollEnabled: scrollView.isScrollEnabled, contentSize: scrollView.contentSize,
            boundsSize: scrollView.bounds.size,
            alwaysBounceVertical: scrollView.alwaysBounceVertical,
            layoutScrollsHorizontally: (layout as? UICollectionViewFlowLayout)?.scrollDirection
              == .horizontal))
      }
      guard let index = AppWideHostChoice.index(among: candidates) else { return }
      KeyboardLog.write("app-wide mode enables \(KeyboardLog.name(of: scrollViews[index]))")
      scrollViews[index].keyboard.enable()
    }
  }
#endif
