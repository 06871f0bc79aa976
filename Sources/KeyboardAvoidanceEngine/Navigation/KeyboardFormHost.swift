package import Foundation

/// A host whose inputs are whatever text fields and text views it contains: a plain
/// scroll view, a text view, a form that is not a list.
///
/// ``FormNavigator`` orders them by frame, the way a reader meets them; tables and
/// list-style collection views navigate by rows instead (``KeyboardRowList``).
@MainActor
package protocol KeyboardFormHost: KeyboardInputFocusing {
  /// The inputs inside the host that can take focus (enabled or editable, and shown),
  /// each with its frame in the host's content coordinates, in any order.
  ///
  /// - Complexity: a walk of the host's views: O(views inside the host), on Return and
  ///   previous/next only, never on a keyboard event.
  func formInputs() -> [FormInput]
}

/// An input of a ``KeyboardFormHost`` and where it is.
package struct FormInput {
  /// The text field or text view.
  package var input: AnyObject
  /// Its frame in the host's content coordinates.
  package var frame: CGRect

  /// Creates an entry.
  package init(input: AnyObject, frame: CGRect) {
    self.input = input
    self.frame = frame
  }
}
