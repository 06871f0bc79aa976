import Dispatch
import Foundation

/// Tells whether a notification block runs on the main queue, where the main actor lives.
///
/// `Thread.isMainThread` alone is not enough: on Linux, `dispatch_main` retires the
/// process's main thread and a worker thread drains the main queue, so main-actor code
/// runs on a thread that is not "main". A value set on the main queue with `setSpecific`
/// is visible to exactly the code that runs on that queue, on any platform.
///
/// Why `@unchecked Sendable` is safe here: the key is created once, never mutated, and
/// `DispatchSpecificKey` is only an identity for libdispatch, which is thread-safe.
final class MainQueueDetector: @unchecked Sendable {
  private let key = DispatchSpecificKey<UInt8>()

  /// Marks the main queue.
  ///
  /// Called on the main actor.
  init() {
    DispatchQueue.main.setSpecific(key: key, value: 1)
  }

  /// Whether the caller runs on the main thread or on the main queue.
  var isOnMainQueue: Bool {
    DispatchQueue.getSpecific(key: key) != nil || Thread.isMainThread
  }
}
