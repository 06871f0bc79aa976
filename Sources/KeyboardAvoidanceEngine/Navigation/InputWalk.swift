/// Where a walk to the next (previous) input stands (rule F6).
///
/// A table makes the cell of a row scrolled into view only in its next layout pass, and
/// the engine forces none (rule L8): a walk that scrolled such a row in waits for that pass
/// (``KeyboardScrollHost/afterNextLayout(_:)``), then goes on with ``awaitsLayout(resume:)``.
@MainActor
package enum InputWalk {
  /// The next input, ready to focus.
  case found(AnyObject)
  /// Nothing follows (precedes); the rows scrolled through on the way stay scrolled until
  /// the engine scrolls them back.
  case end
  /// A row was scrolled into view whose cell the host's next layout pass makes: `resume`,
  /// called in that pass, goes on with the walk.
  case awaitsLayout(resume: @MainActor () -> InputWalk)
}
