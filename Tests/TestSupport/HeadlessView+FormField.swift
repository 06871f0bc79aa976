package import Foundation
import KeyboardAvoidanceCore
package import KeyboardAvoidanceHeadless

extension HeadlessView {
  /// Adds a form row's text field to this view: 358 x 44 at (16, `y`), the row every stage's
  /// `addField` makes.
  @discardableResult
  package func addFormField(_ identifier: String, y: CGFloat) -> HeadlessTextField {
    let field = HeadlessTextField(
      identifier: identifier, frame: CGRect(x: 16, y: y, width: 358, height: 44))
    addSubview(field)
    return field
  }
}
