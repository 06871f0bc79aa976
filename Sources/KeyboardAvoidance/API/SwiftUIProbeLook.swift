/// When the SwiftUI modifier's probe looks for the scroll view SwiftUI made behind its
/// content, and what each look asks of it (rule S1), written once for the UIKit binding
/// and the model, which each bring their main queue, sentinel and way of serving.
///
/// A look is queued for the main queue's next turn (out of SwiftUI's update) when the probe
/// joins a window, after each of its layout passes, and when the served scroll view leaves
/// its window; one look at a time. A probe out of its window changes nothing: the content
/// may come back (a tab, a sheet), and dismantling the content lets go of all.
@MainActor
package struct SwiftUIProbeLook<ScrollView: AnyObject> {
  /// What a look asks the probe to do.
  package enum Outcome {
    /// Nothing: the probe is out of its window.
    case away
    /// Nothing: the scroll view behind the content is the one served.
    case kept
    /// No scroll view is behind the content: let go of `previous`, if any.
    case lost(previous: ScrollView?)
    /// Another scroll view is behind the content: let go of `previous`, if any, then serve
    /// `found`.
    case found(ScrollView, previous: ScrollView?)
  }

  /// The scroll view served, if any.
  package private(set) weak var served: ScrollView?
  /// Whether a look is queued for the main queue's next turn.
  private var isQueued = false

  package init() {}

  /// Whether the probe should queue a look now: it is in a window and none is queued.
  package mutating func shouldQueue(probeInWindow: Bool) -> Bool {
    guard probeInWindow, !isQueued else { return false }
    isQueued = true
    return true
  }

  /// Runs the queued look: `search` finds the scroll view behind the content, if one is in
  /// a window.
  package mutating func run(probeInWindow: Bool, search: () -> ScrollView?) -> Outcome {
    isQueued = false
    guard probeInWindow else { return .away }
    let previous = served
    guard let found = search() else {
      served = nil
      return .lost(previous: previous)
    }
    guard found !== previous else { return .kept }
    served = found
    return .found(found, previous: previous)
  }

  /// The content is dismantled: the scroll view served, if any, to let go of.
  package mutating func release() -> ScrollView? {
    defer { served = nil }
    return served
  }
}
