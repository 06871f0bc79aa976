import KeyboardAvoidanceHeadless

/// The text view a text step acts on, for every world that has text views (rules F2, F5):
/// a scroll host's and a screen's.
extension ReplayRunning {
  /// The text view a `select` step moves the selection of.
  ///
  /// That is the focused one, else the only one of `textViews`. UIKit keeps a selection set
  /// before editing begins, and the engine follows it from the moment the text view begins
  /// editing.
  func selectableTextView(_ index: Int, among textViews: [HeadlessTextView]) throws
    -> HeadlessTextView
  {
    if let focused = screen.firstResponder as? HeadlessTextView { return focused }
    guard textViews.count == 1, let only = textViews.first else {
      throw ScenarioError(
        location: "step \(index)", key: "select",
        reason: textViews.isEmpty
          ? "the scenario has no text view" : "no text view is focused and there are several")
    }
    return only
  }

  /// The focused text view a `type` or `deleteBackward` step (`key`) edits.
  func focusedTextView(_ index: Int, key: String) throws -> HeadlessTextView {
    guard let view = screen.firstResponder as? HeadlessTextView else {
      throw ScenarioError(location: "step \(index)", key: key, reason: "no text view is focused")
    }
    return view
  }
}
