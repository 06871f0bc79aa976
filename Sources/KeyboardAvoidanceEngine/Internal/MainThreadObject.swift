/// An object handed from a notification block to the main actor on the same thread.
///
/// Why `@unchecked Sendable` is safe here: the box is created only after checking that the block
/// runs on the main queue, and unboxed synchronously inside `MainActor.assumeIsolated` on that same
/// thread; it never crosses a thread. UIKit posts editing notifications on the main thread, and
/// their object (a text field or view) is a main-actor object. This is the one unchecked
/// conformance in the library.
struct MainThreadObject: @unchecked Sendable {
  let object: AnyObject
}
