import Foundation
package import KeyboardAvoidanceEngine

extension HeadlessView {
  /// The text fields and text views inside the view that can take focus, with their frames
  /// in its coordinates as the last layout left them (a scroll view's: its content's); an
  /// input's own content is not searched, nor, unless `entersScrollViews`, a scroll view's
  /// (a screen leaves the inputs of a scroll view inside it to that scroll view).
  ///
  /// One search for a form and a screen, as the UIKit binding's.
  ///
  /// - Complexity: O(views inside the view).
  package func formInputs(entersScrollViews: Bool = true) -> [FormInput] {
    var found: [FormInput] = []
    var stack = subviews
    while let view = stack.popLast() {
      guard !view.isHidden else { continue }
      if let field = view as? HeadlessTextField {
        if field.isEnabled, let frame = field.convert(field.bounds, toAncestor: self) {
          found.append(FormInput(input: field, frame: frame))
        }
      } else if let textView = view as? HeadlessTextView {
        if textView.isEditable, let frame = textView.convert(textView.bounds, toAncestor: self) {
          found.append(FormInput(input: textView, frame: frame))
        }
      } else if entersScrollViews || !(view is HeadlessScrollView) {
        stack.append(contentsOf: view.subviews)
      }
    }
    return found
  }
}
