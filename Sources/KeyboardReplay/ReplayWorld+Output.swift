package import Foundation
package import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
package import KeyboardAvoidanceHeadless

extension ReplayWorld {
  /// An SVG picture of the world after a step.
  func picture(of step: SVGStepPicture) -> String {
    SVGRenderer(world: self, picture: step).render()
  }

  /// The host's state now, as the replay format's output record.
  package func output(step: Int) -> StepOutput {
    let target = self.target
    let band = visibleBand
    let animation = host.recorder.animations.last
    return StepOutput(
      step: step,
      contentInset: host.contentInset,
      indicatorInsets: host.verticalScrollIndicatorInsets,
      adjustedContentInset: host.adjustedContentInset,
      contentOffset: host.contentOffset,
      overlap: overlap,
      target: target,
      targetVisible: target.map { band.containsVertically($0) },
      animation: host.recorder.writes > 0 ? animation : nil,
      writes: host.recorder.writes,
      caret: caret,
      focused: focusedInput?.identifier,
      visibleRows: (host as? HeadlessRowListView)?.visibleRows.map { [$0.section, $0.row] },
      innerHosts: innerHosts.isEmpty
        ? nil
        : innerHosts.map {
          StepOutput.InnerHost(
            id: $0.id, contentInset: $0.view.contentInset, contentOffset: $0.view.contentOffset,
            writes: $0.view.recorder.writes)
        }
    )
  }

  // MARK: - Derived geometry

  /// The keyboard event the app saw last.
  package var lastEvent: KeyboardEvent? { screen.keyboardObserver.lastEvent }

  /// rule K5's overlap of the current keyboard on the host; 0 outside a window.
  ///
  /// While a user drags the keyboard, that is the dragged keyboard's, from its top edge
  /// to the screen's bottom (rule D1).
  package var overlap: CGFloat {
    guard let top = keyboard.draggedTop, let frame = host.frameInScreen else {
      return host.keyboardOverlap
    }
    return Overlap(
      event: .dragged(top: top, screenBounds: screen.bounds),
      hostFrame: frame, screenBounds: screen.bounds
    ).height
  }

  /// The focused input of this host, if any.
  package var focusedInput: (any HeadlessInput)? {
    guard let input = screen.firstResponder as? any HeadlessInput, input.isDescendant(of: host)
    else { return nil }
    return input
  }

  /// The focused text view's caret in the host's content coordinates, if a text view is
  /// focused.
  package var caret: CGRect? {
    guard let textView = focusedInput as? HeadlessTextView else { return nil }
    return textView.convert(textView.caretRect, toAncestor: host)
  }

  /// rule F2's target with margin for the focused input, in content coordinates.
  package var target: CGRect? {
    focusedInput.flatMap { host.keyboardTarget(for: $0) }
  }

  /// The visible band in content coordinates.
  package var visibleBand: VisibleBand { host.visibleBand }
}
