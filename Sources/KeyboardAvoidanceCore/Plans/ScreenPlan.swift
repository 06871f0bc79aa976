import Foundation

/// What a screen that does not scroll gets while the keyboard covers its focused input
/// (rule L10): an addition to its bottom safe area, and a lift for a layout that does not
/// follow the safe area.
///
/// The addition covers, it does not stack (as rule I1 for insets): the safe area the screen
/// already has (the home indicator, a tab bar, the app's own `additionalSafeAreaInsets`)
/// counts, so the keyboard never leaves a gap of their height.
package enum ScreenPlan {
  /// The engine's own addition to the bottom of `additionalSafeAreaInsets`:
  /// `max(0, need - keptSafeAreaBottom)`, where `need` is `overlap + extraSpacing` when the
  /// keyboard overlaps and 0 otherwise; exactly 0 below rule A2's tolerance, so that a
  /// restore is exact (rule I3).
  ///
  /// - Parameters:
  ///   - overlap: The keyboard's overlap of the screen's view (rule K5).
  ///   - extraSpacing: Room added whenever the keyboard overlaps (rule I1).
  ///   - keptSafeAreaBottom: The view's bottom safe-area inset less the engine's own
  ///     addition: what the window, the containers and the app keep already.
  package static func addition(overlap: CGFloat, extraSpacing: CGFloat, keptSafeAreaBottom: CGFloat)
    -> CGFloat
  {
    let need = overlap > 0 ? overlap + extraSpacing : 0
    return significant(need - keptSafeAreaBottom)
  }

  /// How far the view moves up, by a translation, for a focused input still covered after
  /// the view's layout: `targetMaxY - keyboardTop`, never below 0 and never more than
  /// `overlap` (a view lifted by its overlap ends at the keyboard's top: nothing of it is
  /// covered); exactly 0 below rule A2's tolerance.
  ///
  /// - Parameters:
  ///   - targetMaxY: The bottom of the input grown by the margin (rule F2), in screen space,
  ///     measured from the view's untransformed layout, so that the lift never measures
  ///     itself.
  ///   - keyboardTop: The docked keyboard's top in screen space.
  ///   - overlap: The keyboard's overlap of the view (rule K5).
  package static func lift(targetMaxY: CGFloat, keyboardTop: CGFloat, overlap: CGFloat)
    -> CGFloat
  {
    significant(min(overlap, targetMaxY - keyboardTop))
  }

  /// The bottom of an input's frame grown by `margin`, in the view's coordinates, the margin
  /// never reaching past the view's bottom (rule F2: an input at the very bottom counts as
  /// visible once its own frame is).
  package static func targetMaxY(inputMaxY: CGFloat, margin: CGFloat, viewHeight: CGFloat)
    -> CGFloat
  {
    min(inputMaxY + margin, max(inputMaxY, viewHeight))
  }

  /// Whether a docked keyboard covers the input at all after the app's own layout: a screen
  /// that already follows the keyboard is not served (rule L10).
  package static func covers(inputMaxY: CGFloat, keyboardTop: CGFloat) -> Bool {
    LengthTolerance.isLess(keyboardTop, inputMaxY)
  }

  /// The bottom, in the view's coordinates, of the part of a text view that scrolls its own
  /// text (its own host, rule L7) that the screen keeps above the keyboard: its caret's line
  /// plus twice the margin from its top, never past its bottom.
  ///
  /// Less than that left uncovered, the text view cannot show its caret with its margins by
  /// scrolling itself: the screen serves it as F8's outer host, the text view inside
  /// scrolling its caret into the room the screen gives.
  package static func textViewKeptMaxY(
    inputFrame: CGRect, caretLineHeight: CGFloat, margin: CGFloat
  ) -> CGFloat {
    min(inputFrame.maxY, inputFrame.minY + caretLineHeight + 2 * margin)
  }

  /// A move up, or 0 when it is not one beyond floating-point noise (rule A2).
  private static func significant(_ move: CGFloat) -> CGFloat {
    LengthTolerance.isLess(0, move) ? move : 0
  }
}

/// What the engine reads of a screen's view controller, as one value (rule L10).
package struct ScreenSnapshot: Equatable, Sendable {
  /// The view controller's `additionalSafeAreaInsets`.
  package var additionalSafeAreaInsets: EdgeInsets
  /// The view's bottom safe-area inset, the additional insets included.
  package var safeAreaBottom: CGFloat
  /// The view's bounds-sized frame in screen space without its transform, or `nil` outside
  /// a window.
  package var viewFrameInScreen: CGRect?
  /// The bounds of the view's screen, or `nil` outside a window.
  package var screenBounds: CGRect?
  /// The screen the view's window is on, to compare with a keyboard's (rule K4).
  package var screen: ObjectIdentifier?
  /// The focused input's frame in the view's own coordinates, as the last layout placed it,
  /// when the input is inside the view.
  package var inputFrame: CGRect?
  /// The view's height, to keep the margin inside the view (rule F2).
  package var viewHeight: CGFloat
  /// The vertical translation the engine composed onto the view's transform (up is
  /// positive), 0 for none.
  package var lift: CGFloat
  /// The height of the focused input's caret line when it is a text view that scrolls its
  /// own text (its own host, rule L7), `nil` for any other input.
  package var inputCaretLineHeight: CGFloat?

  /// Creates a snapshot.
  package init(
    additionalSafeAreaInsets: EdgeInsets, safeAreaBottom: CGFloat, viewFrameInScreen: CGRect?,
    screenBounds: CGRect?, screen: ObjectIdentifier?, inputFrame: CGRect?, viewHeight: CGFloat,
    lift: CGFloat, inputCaretLineHeight: CGFloat? = nil
  ) {
    self.additionalSafeAreaInsets = additionalSafeAreaInsets
    self.safeAreaBottom = safeAreaBottom
    self.viewFrameInScreen = viewFrameInScreen
    self.screenBounds = screenBounds
    self.screen = screen
    self.inputFrame = inputFrame
    self.viewHeight = viewHeight
    self.lift = lift
    self.inputCaretLineHeight = inputCaretLineHeight
  }

  /// The view's bottom safe-area inset that no additional insets make: the window's and the
  /// containers' (a tab bar).
  package var outerSafeAreaBottom: CGFloat {
    safeAreaBottom - additionalSafeAreaInsets.bottom
  }

  /// The focused input's bottom in screen space, from the untransformed layout, grown by
  /// nothing; `nil` without an input or a window.
  package var inputMaxYInScreen: CGFloat? {
    guard let inputFrame, let viewFrameInScreen else { return nil }
    return viewFrameInScreen.minY + inputFrame.maxY
  }

  /// The bottom, in screen space, of the part of the focused input the keyboard must leave
  /// uncovered (rule L10): the whole input, or for a text view that scrolls its own text the
  /// part rule L7 keeps (``ScreenPlan/textViewKeptMaxY(inputFrame:caretLineHeight:margin:)``);
  /// `nil` without an input or a window.
  package func keptInputMaxYInScreen(margin: CGFloat) -> CGFloat? {
    guard let inputFrame, let viewFrameInScreen else { return nil }
    return viewFrameInScreen.minY + keptInputMaxY(inputFrame, margin: margin)
  }

  /// The bottom of the input grown by `margin` that a lift brings above the keyboard, in the
  /// view's coordinates (rules F2, L10): for a text view that scrolls its own text, no further
  /// than the part rule L7 keeps; `nil` without an input.
  package func liftTargetMaxY(margin: CGFloat) -> CGFloat? {
    guard let inputFrame else { return nil }
    let target = ScreenPlan.targetMaxY(
      inputMaxY: inputFrame.maxY, margin: margin, viewHeight: viewHeight)
    guard inputCaretLineHeight != nil else { return target }
    return min(target, keptInputMaxY(inputFrame, margin: margin))
  }

  private func keptInputMaxY(_ inputFrame: CGRect, margin: CGFloat) -> CGFloat {
    guard let inputCaretLineHeight else { return inputFrame.maxY }
    return ScreenPlan.textViewKeptMaxY(
      inputFrame: inputFrame, caretLineHeight: inputCaretLineHeight, margin: margin)
  }
}
