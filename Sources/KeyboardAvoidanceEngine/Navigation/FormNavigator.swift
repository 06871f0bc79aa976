import Foundation
package import KeyboardAvoidanceCore

/// Return and previous/next in a host that is not a list: its inputs in reading order
/// (top to bottom, then leading to trailing, by frame in the host's content).
///
/// Text views are inputs for previous/next; disabled and hidden inputs are skipped. Every
/// input of a form exists, so nothing needs scrolling before focus moves: focusing the
/// next input reveals it as any input beginning to edit is revealed (rule F4).
@MainActor
package final class FormNavigator: KeyboardInputNavigator {
  private let form: any KeyboardFormHost

  /// A navigator over `form`'s inputs.
  package init(form: any KeyboardFormHost) {
    self.form = form
  }

  /// Every host moves to the next input on Return unless the app turns it off.
  package var prefersReturnKeyNavigation: Bool { true }

  /// The input after (before) `input` in reading order, or `nil` when it is the last
  /// (first) or not in this form.
  ///
  /// - Complexity: O(n log n) for the form's n inputs, after the walk that finds them.
  package func input(
    after input: AnyObject, forward: Bool, timing: AnimationTiming?
  ) -> AnyObject? {
    let inputs = form.formInputs()
    let order = ReadingOrder.indices(of: inputs.map(\.frame))
    guard let position = order.firstIndex(where: { inputs[$0].input === input }) else {
      return nil
    }
    let next = position + (forward ? 1 : -1)
    return order.indices.contains(next) ? inputs[order[next]].input : nil
  }

  /// Makes an input first responder.
  package func focus(_ input: AnyObject) -> Bool { form.focus(input) }

  /// Makes an input resign.
  package func resignFocus(_ input: AnyObject) { form.resignFocus(input) }

  /// Return in a text field runs `action`.
  package func onReturnKey(
    in input: AnyObject, perform action: @escaping @MainActor @Sendable () -> Void
  ) {
    form.onReturnKey(in: input, perform: action)
  }

  /// Gives Return back to the app.
  package func removeReturnKeyAction(from input: AnyObject) {
    form.removeReturnKeyAction(from: input)
  }

  /// The form's answer: a text field's Return key, `nil` for anything else.
  package func returnKeyType(of input: AnyObject) -> ReturnKeyType? {
    form.returnKeyType(of: input)
  }
}
