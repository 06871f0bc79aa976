package import KeyboardAvoidanceCore
package import KeyboardAvoidanceHeadless

extension HeadlessInput {
  /// The library's Previous / Next / Done bar above the keyboard for this input, `nil` when
  /// it has none or shows the app's own accessory view (rule T1).
  package var bar: HeadlessToolbar? { inputAccessoryView as? HeadlessToolbar }

  /// Which arrows this input's bar enables, read before `button` is tapped on it: one step
  /// of a walk along the bar (rule T1); `nil`, and nothing tapped, when it has no bar.
  package func barArrows(thenTap button: ToolbarButton) -> BarArrows? {
    guard let bar else { return nil }
    let arrows = bar.arrows
    bar.tap(button)
    return arrows
  }
}

extension HeadlessToolbar {
  /// Which of Previous and Next are enabled: each is disabled where there is no input that
  /// way (rule T1).
  package var arrows: BarArrows {
    switch (isPreviousEnabled, isNextEnabled) {
    case (false, true): .nextOnly
    case (true, true): .both
    case (true, false): .previousOnly
    case (false, false): .neither
    }
  }
}

/// Which of a bar's Previous and Next buttons are enabled.
package enum BarArrows: Equatable, Sendable {
  /// Next only: the first input of its walk.
  case nextOnly
  /// Both: an input between two others.
  case both
  /// Previous only: the last input of its walk.
  case previousOnly
  /// Neither: the only input.
  case neither
}
