#if canImport(UIKit)
  import CoreFoundation
  import KeyboardAvoidanceEngine
  import UIKit

  /// Tells the app-wide observer each time a turn of the main run loop ends (rule K7).
  ///
  /// UIKit moves containers without a notification a view hears: a sheet follows the drag
  /// of its detent, a popover shifts, an iPad form sheet repositions itself for the
  /// keyboard. While the keyboard is up, the engines compare their hosts' places on screen
  /// at the end of each turn and look again once UIKit has acted. The observer runs just
  /// before the run loop sleeps, after every other observer of that moment, Core
  /// Animation's commit (which lays the windows out) among them; it reads and writes
  /// nothing itself, and with no keyboard up the engines are not even told. One observer
  /// for the process, added at the library's first use, never removed.
  @MainActor
  final class RunLoopTurnWatcher {
    /// The one watcher of the app.
    static let shared = RunLoopTurnWatcher()

    private var observer: CFRunLoopObserver?

    /// Adds the run-loop observer, once.
    func start() {
      guard observer == nil else { return }
      let made = CFRunLoopObserverCreateWithHandler(
        kCFAllocatorDefault, CFRunLoopActivity.beforeWaiting.rawValue, true, CFIndex.max
      ) { _, _ in
        // The main run loop calls it on the main thread.
        MainActor.assumeIsolated { KeyboardObserver.shared.receive(.turnEnded) }
      }
      CFRunLoopAddObserver(CFRunLoopGetMain(), made, CFRunLoopMode.commonModes)
      observer = made
    }
  }
#endif
