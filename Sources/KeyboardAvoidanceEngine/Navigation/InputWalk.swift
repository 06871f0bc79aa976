/// Where a walk to the next (previous) input stands (rule F6).
///
/// A list makes the cell of a row scrolled into view only when it is laid out: a walk that
/// meets a row, header or footer without a cell hands it to the engine
/// (``needsCell(_:)``), which scrolls it in and lays the list out within the same action
/// (rule L8), then goes on with the visit's ``RowVisit/resume``.
@MainActor
package enum InputWalk {
  /// The next input, ready to focus.
  case found(AnyObject)
  /// Nothing follows (precedes) within the walk's reach; the engine brings the offset back
  /// to where the walk started.
  case end
  /// A row, header or footer whose cell or view does not exist: the engine brings it in
  /// and goes on.
  case needsCell(RowVisit)
}
