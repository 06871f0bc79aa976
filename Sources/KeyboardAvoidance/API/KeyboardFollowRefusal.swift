package import KeyboardAvoidanceCore

/// Why a constraint cannot follow the keyboard.
///
/// `keyboard.follow()` writes its description to the console, and stops a debug build with
/// it, instead of moving a constraint the wrong way: a constraint that cannot follow is left
/// as it was, and the rest of the screen works on. It is the library's own: an app reads the
/// reason in the console, never handles it.
package enum KeyboardFollowRefusal: Sendable, Equatable, CustomStringConvertible {
  /// The constraint does not tie a bottom to a bottom (for example a top or a height), so
  /// its constant is not a distance above the bottom that the keyboard's overlap can be
  /// added to.
  case notBottomToBottom
  /// The constraint is tied to the keyboard layout guide, which follows the keyboard
  /// already: following it too would count the keyboard twice.
  case tiedToKeyboardLayoutGuide

  /// Why a constraint of this shape cannot follow, or `nil` when it can (rule C1).
  package init?(_ shape: ConstraintShape) {
    if shape.isTiedToKeyboardLayoutGuide {
      self = .tiedToKeyboardLayoutGuide
    } else if !shape.tiesBottomToBottom {
      self = .notBottomToBottom
    } else {
      return nil
    }
  }

  /// What is wrong and what to do instead.
  package var description: String {
    switch self {
    case .notBottomToBottom:
      "the constraint must tie a bottom to a bottom (item.bottom = guide.bottom - c, or "
        + "container.bottom = item.bottom + c); pin the bottom of the view that should move"
    case .tiedToKeyboardLayoutGuide:
      "the constraint is tied to keyboardLayoutGuide, which follows the keyboard already; "
        + "tie it to the safe area or the view instead, or leave it to the guide"
    }
  }
}
