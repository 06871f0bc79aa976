import Foundation

/// The notification tokens of one observer, removed when the observer goes away.
///
/// A separate object so that removal happens in its `deinit`, which needs no actor:
/// `NotificationCenter.removeObserver(_:)` may be called from any thread.
final class Registrations {
  private let center: NotificationCenter
  private var tokens: [any NSObjectProtocol] = []

  init(center: NotificationCenter) {
    self.center = center
  }

  func observe(_ name: Notification.Name, _ block: @escaping @Sendable (Notification) -> Void) {
    tokens.append(center.addObserver(forName: name, object: nil, queue: nil, using: block))
  }

  deinit {
    for token in tokens {
      center.removeObserver(token)
    }
  }
}
