#if canImport(UIKit)
  import Foundation
  import UIKit

  /// Tap to dismiss set on the application (rules T2, L9): a tap anywhere in a window,
  /// outside any input, ends editing in that window.
  ///
  /// A ``TapWatcher`` on the window, as on a scroll view, beside every other recognizer (a
  /// scroll view's pan, the app's own): a tap recognizer fails as soon as the finger moves,
  /// so a pan is never a tap. Ending editing is `window.endEditing(true)`, which resigns
  /// only a first responder inside that window: a tap in one window never ends editing in
  /// another (rule F1).
  @MainActor
  enum WindowTapWatcher {
    /// The watcher of each window it was installed on, attached to its window.
    private static let watchers = AssociatedObject<TapWatcher>()

    /// Installs a watcher on `window` unless it has one or is a window of the system's own
    /// (the keyboard's windows are private UIKit subclasses: a tap on a key never ends
    /// editing).
    static func install(on window: UIWindow) {
      let windowClass: AnyClass = type(of: window)
      guard
        windowClass == UIWindow.self
          || !UIKitAppWideHosts.isFromSystemFramework(windowClass)
      else { return }
      _ = watchers.value(of: window) {
        TapWatcher(on: window, excluding: nil) { [weak window] in window?.endEditing(true) }
      }
    }

    /// Takes the watcher out of `window`, if it has one.
    static func uninstall(from window: UIWindow) {
      watchers.value(of: window)?.uninstall()
      watchers.detach(from: window)
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
