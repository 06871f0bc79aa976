package import KeyboardAvoidanceEngine

/// A scroll view as the walks up an input's superviews see it: its engine, read without
/// attaching anything (rules L7, S3).
///
/// The slot behind `keyboard` is attached on first read (an associated object in UIKit),
/// and a walk passes many scroll views that are never hosts, the system's own among them:
/// it reads their engines through this, and attaches a slot only to the one it enables.
@MainActor
package protocol KeyboardHostLookup: KeyboardScrollAvoiding {
  /// The view's engine when one was made; reading it attaches nothing.
  var existingKeyboardEngine: KeyboardScrollEngine? { get }

  /// A way to the view for one measurement, attached to nothing and kept by nobody.
  var detachedKeyboardHost: any KeyboardScrollHost { get }
}
