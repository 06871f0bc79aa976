import Foundation
package import KeyboardAvoidanceHeadless

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What rule F2 reads of the model's focused input, gathered by the oracle itself: the
/// input's frame and its cell's walked up to the host, and a text input's caret rects as
/// the model's text layout gives them, converted and clamped here (no `focusGeometry`).
@MainActor
package enum OracleFocus {
  /// Rule F2's focus of `input` in `host`'s content coordinates; `nil` when the input is
  /// not inside the host.
  package static func focus(of input: HeadlessView, in host: HeadlessScrollView)
    -> OracleTarget.Focus?
  {
    if input === host {
      guard let text = input as? any HeadlessTextInput else { return .bounds(host.bounds) }
      return carets(of: text, in: host, clampedInto: nil)
    }
    guard let inputRect = OracleConversion.frame(of: input, in: host) else { return nil }
    if let text = input as? any HeadlessTextInput {
      return carets(of: text, in: host, clampedInto: inputRect)
    }
    if let cell = cell(holding: input, below: host),
      let cellRect = OracleConversion.frame(of: cell, in: host)
    {
      return .inCell(input: inputRect, cell: cellRect)
    }
    return .bounds(inputRect)
  }

  /// The caret at the selection's end and, for a selection, the rect from the higher caret's
  /// top to the lower caret's bottom across the input's width, in `host`'s coordinates;
  /// clamped into `bounds` when the text input is not the host (rule F2's third bullet).
  private static func carets(
    of text: any HeadlessTextInput, in host: HeadlessScrollView, clampedInto bounds: CGRect?
  ) -> OracleTarget.Focus? {
    let range = text.selectedRange
    guard
      let end = OracleConversion.rect(
        text.caretRect(at: range.location + range.length), in: text, toAncestor: host)
    else { return nil }
    var selection: CGRect?
    if range.length > 0,
      let start = OracleConversion.rect(
        text.caretRect(at: range.location), in: text, toAncestor: host)
    {
      let lines = bounds ?? host.bounds
      // A text input flipped back inside a flipped host shows its start caret below its
      // end caret: the selection spans both, whichever is higher (rule I4).
      let top = min(start.origin.y, end.origin.y)
      let bottom = max(end.origin.y + end.size.height, start.origin.y + start.size.height)
      selection = CGRect(
        x: lines.origin.x, y: top, width: lines.size.width, height: bottom - top)
    }
    guard let bounds else { return .caret(end, selection: selection) }
    return .caret(
      OracleTarget.clamp(end, into: bounds),
      selection: selection.map { OracleTarget.clamp($0, into: bounds) })
  }

  /// The nearest table or collection view cell above `input` and below `host`.
  private static func cell(holding input: HeadlessView, below host: HeadlessView)
    -> HeadlessRowCell?
  {
    var view = input.superview
    while let current = view, current !== host {
      if let cell = current as? HeadlessRowCell { return cell }
      view = current.superview
    }
    return nil
  }
}
