import Foundation

/// The keyboard notifications a screen is delivering now, and the posts that wait for
/// their handlers to return (rule O1 i).
@MainActor
final class KeyboardDelivery {
  /// How many deliveries nest now; 0 outside every handler.
  var depth = 0
  /// Posts made inside a handler that wait until the outermost delivery returns.
  var waiting: [@MainActor () -> Void] = []
  /// The end frame of the last show or frame change posted, will or did, whatever posted
  /// it (a raw userInfo too); `nil` after a hide: where UIKit's own posts start from (rule
  /// O1 d).
  var postedFrame: CGRect?
  /// The frame of the keyboard the model hid on its own at a resign (rule O1 d), until a
  /// keyboard notification comes: an input that begins editing brings it back, as UIKit's
  /// does.
  var hiddenAtResign: CGRect?
  /// The containers UIKit moves for the keyboard (rule O1 l).
  var movedContainers: [KeyboardMovedContainer] = []
}

extension HeadlessScreen {
  /// Delivers a keyboard notification with `body`, then the posts its handlers left
  /// waiting (rule O1 i).
  func deliver(_ body: () -> Void) {
    delivery.depth += 1
    body()
    delivery.depth -= 1
    guard delivery.depth == 0 else { return }
    while !delivery.waiting.isEmpty {
      delivery.waiting.removeFirst()()
    }
  }

  /// Runs `post`, a post UIKit makes on its own, at once; inside a keyboard notification's
  /// handler, in the order picked at rule O1 i: 0 after the handler returns, 1 inside it.
  func afterDeliveryUnlessReentrant(_ post: @escaping @MainActor () -> Void) {
    guard delivery.depth > 0, orders.pick(.i) == 0 else { return post() }
    delivery.waiting.append(post)
  }
}
