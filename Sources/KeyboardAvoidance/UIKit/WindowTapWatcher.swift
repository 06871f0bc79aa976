#if canImport(UIKit)
  import Foundation
  import UIKit

  /// Tap to dismiss set on the application (rules T2, L9): a tap anywhere in a window,
  /// outside any input, ends editing in that window.
  ///
  /// A `UITapGestureRecognizer` on the window, as ``TapWatcher`` is on a scroll view: it
  /// does not cancel touches, so the tap still reaches what it landed on; it receives no
  /// touch that lands in a control (a text field is one), a text input, a navigation bar,
  /// a toolbar, SwiftUI content or a system overlay, nor one that only stops a scroll
  /// view's deceleration; it fails when the finger moves, so a scroll or a drag is never a
  /// tap. Ending editing is
  /// `window.endEditing(true)`, which resigns only a first responder inside that window: a
  /// tap in one window never ends editing in another (rule F1).
  @MainActor
  final class WindowTapWatcher: NSObject, UIGestureRecognizerDelegate {
    private weak var window: UIWindow?
    private var recognizer: UITapGestureRecognizer?

    private init(window: UIWindow) {
      self.window = window
      super.init()
      let recognizer = UITapGestureRecognizer(target: self, action: #selector(tapped))
      recognizer.cancelsTouchesInView = false
      // The view under the finger gets its touch-up before editing ends.
      recognizer.delaysTouchesEnded = false
      recognizer.delegate = self
      window.addGestureRecognizer(recognizer)
      self.recognizer = recognizer
    }

    /// The watcher of each window it was installed on, attached to its window.
    private static let watchers = AssociatedObject<WindowTapWatcher>()

    /// Installs a watcher on `window` unless it has one or is a window of the system's own
    /// (the keyboard's windows are private UIKit subclasses: a tap on a key never ends
    /// editing).
    static func install(on window: UIWindow) {
      let windowClass: AnyClass = type(of: window)
      guard
        windowClass == UIWindow.self
          || !UIKitAppWideHosts.isFromSystemFramework(windowClass)
      else { return }
      _ = watchers.value(of: window) { WindowTapWatcher(window: window) }
    }

    /// Takes the watcher out of `window`, if it has one.
    static func uninstall(from window: UIWindow) {
      guard let watcher = watchers.value(of: window) else { return }
      if let recognizer = watcher.recognizer { window.removeGestureRecognizer(recognizer) }
      watcher.recognizer = nil
      watchers.detach(from: window)
    }

    /// Touches in a control, any text input, a navigation bar or a toolbar are theirs; a
    /// touch that stops a scroll view's deceleration only stops it.
    ///
    /// A touch in SwiftUI content is SwiftUI's (its buttons are no `UIControl`s: a
    /// composer's Send would end editing), and one in a system overlay (a private view of a
    /// system framework placed straight in the window, such as the edit menu's) is the
    /// system's (``KeyboardTapWalk``).
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
    ) -> Bool {
      guard let window else { return false }
      return KeyboardTapWalk.endsEditing(tapOn: touch.view, heardBy: window as UIView)
    }

    /// Every other recognizer (a scroll view's pan, the app's own) recognizes beside this
    /// one; a tap recognizer fails as soon as the finger moves, so a pan is never a tap.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      true
    }

    @objc private func tapped() {
      window?.endEditing(true)
    }
  }

  /// The application's window taps (rule T2 on the application): a watcher on every window
  /// of the app's, now and as each becomes visible, while the setting is on.
  @MainActor
  final class WindowTapWatchers {
    private weak var application: UIApplication?
    private var token: (any NSObjectProtocol)?
    private var windows: [WeakWindow] = []

    /// A window held weakly.
    private struct WeakWindow {
      weak var window: UIWindow?
    }

    init(application: UIApplication) {
      self.application = application
    }

    /// Turns the watchers on or off; turning them on twice changes nothing.
    func setOn(_ isOn: Bool) {
      guard isOn != (token != nil) else { return }
      if isOn {
        token = NotificationCenter.default.addObserver(
          forName: UIWindow.didBecomeVisibleNotification, object: nil, queue: .main
        ) { [weak self] note in
          // UIKit posts it on the main thread, with the window as its object.
          let window = note.object as? UIWindow
          MainActor.assumeIsolated { if let window { self?.watch(window) } }
        }
        let scenes = application?.connectedScenes.compactMap { $0 as? UIWindowScene } ?? []
        for window in scenes.flatMap(\.windows) where !window.isHidden { watch(window) }
      } else {
        if let token { NotificationCenter.default.removeObserver(token) }
        token = nil
        for entry in windows {
          if let window = entry.window { WindowTapWatcher.uninstall(from: window) }
        }
        windows = []
      }
    }

    private func watch(_ window: UIWindow) {
      WindowTapWatcher.install(on: window)
      windows.removeAll { $0.window == nil || $0.window === window }
      windows.append(WeakWindow(window: window))
    }
  }
#endif
