import Foundation
import UIKit

/// Lets UIKit's own keyboard notifications for a change of first responder arrive before a
/// test posts the simulator's.
///
/// Hosted in an app, a text input that becomes first responder brings up UIKit's input
/// view, and UIKit announces it with the same six notifications the simulator posts: the
/// engine, and a table view controller, would act on both. Each test input has an empty
/// input view (`inputView = UIView()`), so no software keyboard covers anything (and a
/// hardware keyboard setting changes nothing), but UIKit still posts for that input view,
/// some of it later, after its own animation. ``settle(after:)`` runs the focus change and
/// waits until UIKit has gone quiet, so that its notifications never interleave with the
/// simulator's: the simulator's then come last and are the ones the rules are checked on.
///
/// The first focus change of the process may be slow to bring anything (a cold input
/// system on a CI machine): the first time, quiet is timed only after UIKit's first
/// notification, or after ``firstPostWait`` without one.
@MainActor
enum KeyboardQuiet {
  /// How long without a keyboard notification counts as quiet.
  static let quietTime: TimeInterval = 0.2
  /// The longest wait, after which the test goes on anyway.
  static let longestWait: TimeInterval = 2
  /// How long the first focus change of the process may take to bring UIKit's first
  /// notification.
  static let firstPostWait: TimeInterval = 5
  /// Whether a focus change has settled in this process yet.
  private static var isWarm = false

  /// Runs `change` (a first-responder change), then lets the app run until no keyboard
  /// notification has arrived for ``quietTime`` and every will-change-frame has had its
  /// did-change-frame, or for ``longestWait`` at most.
  @discardableResult
  static func settle<Result>(after change: () -> Result) async -> Result {
    let log = NotificationLog(
      willChange: UIResponder.keyboardWillChangeFrameNotification,
      didChange: UIResponder.keyboardDidChangeFrameNotification)
    let center = NotificationCenter.default
    let observers = names.map { name in
      center.addObserver(forName: name, object: nil, queue: nil) { log.record($0.name) }
    }
    defer {
      for observer in observers { center.removeObserver(observer) }
    }
    let result = change()
    let start = Date()
    // The first time, "no notification yet" is not quiet until the first post is overdue.
    let quietFrom = isWarm ? start : start.addingTimeInterval(firstPostWait - quietTime)
    let limit = isWarm ? longestWait : firstPostWait
    while Date().timeIntervalSince(start) < limit {
      let (last, pending) = log.state
      if pending <= 0 && Date().timeIntervalSince(last ?? quietFrom) >= quietTime { break }
      await MainRunLoop.run(for: 0.02)
    }
    isWarm = true
    return result
  }

  /// UIKit's six keyboard notifications.
  private static let names: [Notification.Name] = [
    UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
    UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
    UIResponder.keyboardWillChangeFrameNotification,
    UIResponder.keyboardDidChangeFrameNotification,
  ]

  /// The keyboard notifications seen: when the last one arrived, and how many
  /// will-change-frame notifications still wait for their did-change-frame.
  ///
  /// UIKit posts on the main thread; the lock makes the log safe to touch from the
  /// observer's `@Sendable` block anyway.
  private final class NotificationLog: @unchecked Sendable {
    private let willChange: Notification.Name
    private let didChange: Notification.Name
    private let lock = NSLock()
    private var last: Date?
    private var pending = 0

    init(willChange: Notification.Name, didChange: Notification.Name) {
      self.willChange = willChange
      self.didChange = didChange
    }

    func record(_ name: Notification.Name) {
      lock.lock()
      defer { lock.unlock() }
      last = Date()
      if name == willChange { pending += 1 }
      if name == didChange { pending -= 1 }
    }

    var state: (last: Date?, pending: Int) {
      lock.lock()
      defer { lock.unlock() }
      return (last, pending)
    }
  }
}
