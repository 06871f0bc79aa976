import Foundation
@_spi(KeyboardAvoidanceBinding) package import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine

/// The model's app is its screen: each screen has its own observer, as a process has one
/// on iOS, so `screen.keyboard.enableEverywhere()` is the app-wide mode (rule L7).
extension HeadlessScreen: KeyboardAppWideAvoiding {
  /// The app-wide mode of this screen's observer (rules L7, L9).
  package var keyboardAppWideSlot: KeyboardAppWideSlot {
    KeyboardAppWideSlot(observer: keyboardObserver) { [weak self] in
      HeadlessAppWideHosts(screen: self)
    }
  }
}

/// The app-wide mode's walk on the model: the input's superviews, nearest first; and the
/// application's tap to dismiss on the screen's windows (rule T2).
@MainActor
final class HeadlessAppWideHosts: AppWideHosts {
  private weak var screen: HeadlessScreen?
  private var token: (any NSObjectProtocol)?

  /// The app-wide mode of `screen`, the model's app.
  init(screen: HeadlessScreen?) {
    self.screen = screen
  }

  /// Watches every window of the screen, and each as it becomes visible, for taps while
  /// `isOn` (rules T2, L9).
  func endEditingOnWindowTaps(_ isOn: Bool) {
    guard let screen, isOn != (token != nil) else { return }
    let center = screen.notificationCenter
    if isOn {
      token = center.addObserver(
        forName: HeadlessWindow.didBecomeVisibleNotification, object: nil, queue: nil
      ) { note in
        let window = note.object as? HeadlessWindow
        // The model posts on the main thread, as UIKit does.
        MainActor.assumeIsolated { window?.endsEditingOnTap = true }
      }
    } else if let token {
      center.removeObserver(token)
      self.token = nil
    }
    for window in screen.windows where !window.isHidden { window.endsEditingOnTap = isOn }
  }

  /// The input each window of the screen is editing (rule L2).
  func inputsEditingInEveryWindow() -> [AnyObject] {
    screen?.editingInputs ?? []
  }

  /// Enables the scroll view rule L7 picks above `input`, if any; with none, hands the
  /// input to its screen (rule L10); returns whether either serves it.
  func enableHost(for input: AnyObject) -> Bool {
    guard let view = input as? HeadlessView else { return false }
    return AppWideHostWalk.enableHost(
      above: view, scrollView: { $0 as? HeadlessScrollView },
      scrollsVertically: { scrollView in
        AppWideHostChoice.scrollsVertically(
          isScrollEnabled: scrollView.isScrollEnabled, contentSize: scrollView.contentSize,
          boundsSize: scrollView.bounds.size,
          alwaysBounceVertical: scrollView.alwaysBounceVertical)
      },
      isOwnedBySystem: \.isOwnedBySystem
    ).serves(input) { KeyboardScreenWalk.screen(for: view) }
  }
}
