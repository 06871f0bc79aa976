import Foundation
import UIKit

/// A key window on the sample app's window scene for a unit test, and the way the tests
/// focus inputs in it without a real keyboard.
///
/// The sample app hosts its unit tests; a test may start before the app's scene connects,
/// so ``make(within:)`` waits for it. A focused input gets an empty input view, so no
/// software keyboard comes (the simulated one is the only keyboard the screens hear), and
/// each focus change lets UIKit's own keyboard notifications for that input view arrive
/// before the test goes on, so that none of them lands in a later test. It imports no test
/// framework, so XCTest and Swift Testing share it, and it is type-checked against the real
/// iPhoneOS SDK together with the sample app.
@MainActor
final class SampleTestWindow {
  /// No window scene connected in time: the bundle runs without its host app.
  struct MissingScene: Error, CustomStringConvertible {
    /// How long the test waited.
    let seconds: TimeInterval

    var description: String {
      "no UIWindowScene connected after \(seconds) s: the sample's unit tests need their "
        + "host app, KeyboardSample"
    }
  }

  /// The window, on the app's scene, made key and visible by ``show(_:)``.
  let window: UIWindow
  /// The scene's key window before this one (the app's own), made key again after the test.
  private weak var previousKeyWindow: UIWindow?

  private init(scene: UIWindowScene) {
    previousKeyWindow = scene.keyWindow
    window = UIWindow(windowScene: scene)
  }

  /// A window on the sample app's connected window scene, waiting up to `seconds` for the
  /// scene while the app runs.
  static func make(within seconds: TimeInterval = 5) async throws -> SampleTestWindow {
    let deadline = Date(timeIntervalSinceNow: seconds)
    while true {
      let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
      if let scene = scenes.first { return SampleTestWindow(scene: scene) }
      guard Date() < deadline else { throw MissingScene(seconds: seconds) }
      try? await Task.sleep(nanoseconds: 50_000_000)
    }
  }

  /// Shows `controller` at the window's root, key and visible, laid out.
  func show(_ controller: UIViewController) {
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
  }

  /// Gives `input` an empty input view and makes it first responder, letting UIKit's
  /// notifications for that arrive; whether it is first responder then.
  @discardableResult
  func focus(_ input: UIView) async -> Bool {
    if let field = input as? UITextField { field.inputView = UIView() }
    if let textView = input as? UITextView { textView.inputView = UIView() }
    return await Self.settle { input.becomeFirstResponder() }
  }

  /// Ends editing (letting UIKit's notifications for that arrive), hides the window and
  /// makes the scene's previous key window key again.
  func tearDown() async {
    await Self.settle { window.endEditing(true) }
    window.isHidden = true
    if let previousKeyWindow, !previousKeyWindow.isHidden { previousKeyWindow.makeKey() }
  }

  /// How long without a keyboard notification counts as quiet.
  private static let quietTime: TimeInterval = 0.3
  /// The longest wait for quiet.
  private static let longestWait: TimeInterval = 3

  /// Runs `change`, then lets the app run until UIKit has posted no keyboard notification
  /// for ``quietTime``, or for ``longestWait`` at most.
  @discardableResult
  private static func settle<Result>(after change: () -> Result) async -> Result {
    let heard = LastHeard()
    let center = NotificationCenter.default
    let names = [
      UIResponder.keyboardWillChangeFrameNotification,
      UIResponder.keyboardDidChangeFrameNotification,
    ]
    let tokens = names.map { name in
      center.addObserver(forName: name, object: nil, queue: nil) { _ in heard.now() }
    }
    defer {
      for token in tokens { center.removeObserver(token) }
    }
    let result = change()
    let start = Date()
    while Date().timeIntervalSince(start) < longestWait,
      Date().timeIntervalSince(heard.date ?? start) < quietTime
    {
      try? await Task.sleep(nanoseconds: 20_000_000)
    }
    return result
  }

  /// When a keyboard notification last arrived; UIKit posts on the main thread, the lock
  /// makes it safe from the observer's `@Sendable` block anyway.
  private final class LastHeard: @unchecked Sendable {
    private let lock = NSLock()
    private var last: Date?

    func now() {
      lock.lock()
      defer { lock.unlock() }
      last = Date()
    }

    var date: Date? {
      lock.lock()
      defer { lock.unlock() }
      return last
    }
  }
}
