package import Foundation
import KeyboardAvoidanceCore

/// A container UIKit moves for the keyboard (rule O1 l).
///
/// An iPad form sheet, a sheet's detent, a popover: while a keyboard is on screen UIKit
/// puts it at ``frameWithKeyboard``, once it hides back at ``restingFrame``, at the moment
/// picked at rule O1 l for each of those moves: 0 not moved, 1 before the first will, 2 during the
/// keyboard's animation (once the first will's observers heard it), 3 after the first did.
@MainActor
package final class KeyboardMovedContainer {
  /// The view UIKit moves, held weakly.
  private(set) weak var view: HeadlessView?
  /// Its frame while no keyboard is on screen.
  package let restingFrame: CGRect
  /// Its frame while a keyboard is on screen.
  package let frameWithKeyboard: CGRect
  /// The frame the last move was decided for (moved or not), so that the notifications of
  /// one show or hide make one move.
  var decidedFrame: CGRect?
  /// The frame to move to at the next did-notification (order 3).
  var frameAtDid: CGRect?

  /// A container for `view`, at rest where it is now.
  init(view: HeadlessView, frameWithKeyboard: CGRect) {
    self.view = view
    restingFrame = view.frame
    self.frameWithKeyboard = frameWithKeyboard
    decidedFrame = view.frame
  }
}

extension HeadlessView {
  /// Makes this view a container UIKit moves to `frame` (its superview's space) while a
  /// keyboard is on screen, and back to its frame of now once it hides (rule O1 l); it
  /// must be in a window.
  package func movesForKeyboard(to frame: CGRect) {
    guard let screen = window?.screen else { return }
    screen.delivery.movedContainers.append(
      KeyboardMovedContainer(view: self, frameWithKeyboard: frame))
  }
}

extension HeadlessKeyboard {
  /// Moves the containers UIKit moves for the keyboard around a will-notification that
  /// shows or hides it, as picked at rule O1 l: order 1 at once, before the will is
  /// delivered; order 2 in what this returns, to run once the will's observers have heard
  /// it; order 3 at the next did (``moveContainersAtDid()``).
  func moveContainers(before name: KeyboardEventName, endFrame: CGRect?) -> () -> Void {
    guard name.isWill, name.isHide || endFrame != nil else { return {} }
    let onScreen =
      !name.isHide && (endFrame.map { !$0.intersection(screen.bounds).isEmpty } ?? false)
    var during: [() -> Void] = []
    for container in screen.delivery.movedContainers {
      guard let view = container.view else { continue }
      let target = onScreen ? container.frameWithKeyboard : container.restingFrame
      guard container.decidedFrame != target else { continue }
      container.decidedFrame = target
      container.frameAtDid = nil
      switch screen.orders.pick(.l) {
      case 1: view.frame = target
      case 2: during.append { view.frame = target }
      case 3: container.frameAtDid = target
      default: break
      }
    }
    return { for move in during { move() } }
  }

  /// Makes the moves left for the did (rule O1 l, order 3).
  func moveContainersAtDid() {
    for container in screen.delivery.movedContainers {
      guard let frame = container.frameAtDid else { continue }
      container.frameAtDid = nil
      container.view?.frame = frame
    }
  }
}
