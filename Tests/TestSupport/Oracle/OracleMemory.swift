package import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless

/// What the oracle remembers of one random world from step to step: the keyboard as it
/// was posted (rules K3, K4), the world after the previous step (for rule F3's minimal
/// scroll and rule F4's "stayed away"), and the overlap of a user's drag (rule D1).
///
/// ``InvariantChecker/violation(in:after:previous:record:)`` runs once after every step,
/// first: it calls ``begin(_:in:)`` and, when done, ``end(in:)``; the pin and bar checks of
/// the same step only read. One memory per world, found by the world's identity and held
/// while the world lives.
@MainActor
package final class OracleMemory {
  /// The keyboard as posted so far, through this step.
  package private(set) var keyboard = OracleKeyboard()
  /// Whether this step posted a notification that rule K3 accepts.
  package private(set) var acceptedNotification = false
  /// Whether the model posted a keyboard notification on its own in this step (rule O1 d),
  /// which rule K3 accepts: the engine may answer it as it answers a step's own.
  package private(set) var heardModelPost = false
  /// The world after the previous step (``OracleSnapshot/initial`` before the first).
  package private(set) var before = OracleSnapshot.initial
  /// The overlap a user's drag applies now, by the oracle's own K5 (rule D1).
  package private(set) var dragOverlap: CGFloat = 0
  /// The notified keyboard's overlap when the drag took the inset over: D1's clamp.
  package private(set) var dragNotifiedOverlap: CGFloat = 0
  private var latest = OracleSnapshot.initial
  private weak var world: RandomWorld?

  private static var memories: [ObjectIdentifier: OracleMemory] = [:]

  private init(world: RandomWorld) {
    self.world = world
  }

  /// The memory of `world`, made when the oracle first sees it (after its first step).
  package static func of(_ world: RandomWorld) -> OracleMemory {
    let key = ObjectIdentifier(world)
    if let memory = memories[key], memory.world === world { return memory }
    memories = memories.filter { $0.value.world != nil }
    let memory = OracleMemory(world: world)
    memories[key] = memory
    return memory
  }

  /// Takes in the step that just ran: its keyboard notification, as the simulator posted
  /// it (the world's screen as the object, its only screen), those the model posted on its
  /// own (rule O1 d), and a drag sample's overlap.
  package func begin(_ action: RandomAction, in world: RandomWorld) {
    before = latest
    switch action {
    case .keyboard(let name, let endFrame, _, let isLocal):
      acceptedNotification = keyboard.receive(
        name, endFrame: endFrame, isLocal: isLocal, object: .hostScreen)
    case .malformed(let name, _):
      // No malformed userInfo holds a frame rule K3 accepts, nor an `isLocal`.
      acceptedNotification = keyboard.receive(
        name, endFrame: nil, isLocal: true, object: .hostScreen)
    default:
      acceptedNotification = false
    }
    heardModelPost = false
    for post in world.modelPosts {
      // The model's own posts name the host's screen and carry no `isLocal` (rule K3).
      heardModelPost =
        keyboard.receive(post.name, endFrame: post.endFrame, isLocal: true, object: .hostScreen)
        || heardModelPost
    }
    if world.drag.ownsInset, case .dragKeyboardTo(let top) = action {
      sampleDrag(top: top, in: world)
    }
  }

  /// Records the world as the step left it.
  package func end(in world: RandomWorld) {
    let host = world.host
    latest = OracleSnapshot(
      host: WeakReference(host), contentOffset: host.contentOffset,
      keyboardEdgeInset: OracleEdge.atKeyboard(
        host.contentInset, upsideDown: OracleConversion.isUpsideDown(host)),
      firstResponder: WeakReference(world.screen.firstResponder),
      isDocked: keyboard.isDocked(screenBounds: world.screen.bounds),
      isLocal: keyboard.isLocal, waitsForKeyboard: world.waitsForKeyboard,
      dragOwnsInset: world.drag.ownsInset,
      dragOverlap: dragOverlap, hasUnseenUserWrite: world.hasUnseenUserWrite,
      expectedBar: world.constraints.expectedBar)
  }

  /// Rule D1 for a sample while the drag owns the inset: the K5 overlap of a keyboard from
  /// the sampled edge to the screen's bottom, clamped to `[0, notified]`, where `notified`
  /// is the notified keyboard's overlap when the drag took over (this sample, when it did
  /// not own the inset before).
  ///
  /// A sample at or below the screen's bottom edge leaves a keyboard with no height, which
  /// K4 says covers nothing, even a host that reaches past the screen's bottom.
  private func sampleDrag(top: CGFloat, in world: RandomWorld) {
    let bounds = world.screen.bounds
    let hostFrame = OracleConversion.frameInScreen(of: world.host)
    if !before.dragOwnsInset {
      dragNotifiedOverlap =
        hostFrame.map { max(0, keyboard.overlap(hostFrame: $0, screenBounds: bounds)) } ?? 0
    }
    let dragged = OracleOverlap.draggedKeyboard(top: top, screenBounds: bounds)
    let covers = OracleKeyboard.isDocked(frame: dragged, screenBounds: bounds)
    let sampled =
      hostFrame.map { covers ? OracleOverlap.height(keyboard: dragged, host: $0) : 0 } ?? 0
    dragOverlap = min(max(0, sampled), dragNotifiedOverlap)
  }
}
