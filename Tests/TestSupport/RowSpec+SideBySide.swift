import Foundation
package import KeyboardAvoidanceHeadless

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension RowSpec {
  /// A 44 pt row holding two text fields side by side, `left` at x 16 and `right` at x 204,
  /// each 170 wide and 32 high at y 6: the row of a form's first and last name.
  package static func sideBySide(_ left: String, _ right: String) -> RowSpec {
    RowSpec(
      height: 44,
      inputs: [
        InputSpec(id: left, frame: CGRect(x: 16, y: 6, width: 170, height: 32)),
        InputSpec(id: right, frame: CGRect(x: 204, y: 6, width: 170, height: 32)),
      ])
  }
}
