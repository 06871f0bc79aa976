import KeyboardAvoidanceCore

/// An engine that decides, in its host's next layout pass, whether the docked keyboard
/// covers what it serves, and holds the hosts inside until it has (rules L7, L10, F8).
///
/// The app's own layout for the keyboard (constraints to the keyboard layout guide, a
/// following constraint) runs in that pass, after the notification: only then is it known
/// whether the keyboard still covers the host. Written once for the scroll engine (the
/// app-wide mode's first docked keyboard, rule L7) and the screen engine (rule L10): the
/// decision is asked for once and comes back as ``EngineWait/coverDecision`` through the
/// engine's one door; once it is made, every engine held for it is told
/// ``EngineWait/enclosingCoverDecided`` through its own.
@MainActor
protocol CoverDeciding: KeyboardSignalReceiver {
  /// The pending decision and the engines held for it.
  var cover: CoverDecision { get set }
  /// Runs `body` in the host's next layout pass, never forcing one (rule L8).
  func afterNextHostLayout(_ body: @escaping @MainActor () -> Void)
}

extension CoverDeciding {
  /// Asks for the decision in the host's next layout pass, unless one is asked for already.
  func askCoverDecision() {
    guard !cover.isPending else { return }
    cover.isPending = true
    afterNextHostLayout(resumption(of: .coverDecision))
  }

  /// Asks for the host's next layout pass again, for the decision still pending: the pass
  /// that came was not the one the decision waits for (rule L10).
  func askCoverDecisionAgain() {
    afterNextHostLayout(resumption(of: .coverDecision))
  }

  /// Makes `follower`, the engine of a host inside this one, wait for the decision: it is
  /// told once, however often it asks (rule F8).
  func hold(_ follower: any KeyboardSignalReceiver) {
    guard !cover.followers.contains(where: { $0.value === follower }) else { return }
    cover.followers.append(WeakReference(follower as AnyObject))
  }

  /// The decision is made, or no longer due: the engines held for it measure now, after
  /// what this one wrote, in the order they asked (rule F8).
  func coverDecided() {
    let followers = cover.followers
    cover = CoverDecision()
    for follower in followers {
      (follower.value as? any KeyboardSignalReceiver)?.receive(.resumed(.enclosingCoverDecided))
    }
  }
}

/// A cover decision of a ``CoverDeciding`` engine: whether it waits for the host's next
/// layout pass, and the engines of the hosts inside held until it is made (rule F8).
struct CoverDecision {
  /// Whether the decision waits for the host's next layout pass.
  var isPending = false
  /// The engines of hosts inside, held weakly, in the order they asked.
  var followers: [WeakReference<AnyObject>] = []
}
