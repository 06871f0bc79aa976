public import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine

extension KeyboardAvoidanceWrapper where Base: KeyboardScrollAvoiding {
  /// Starts keeping the focused input of this scroll view above the keyboard.
  ///
  /// From now on every keyboard change sets the bottom content and indicator insets to
  /// exactly what the keyboard covers, and scrolls the focused input into view with the
  /// keyboard's own animation. Enabling while the keyboard is up applies at once;
  /// enabling twice is harmless (rule L1, L2).
  ///
  /// Insets you write later stay yours (rule I2): a bottom inset you set while the keyboard
  /// is up becomes your base as written. So write absolute values: `contentInset.bottom +=
  /// 50` with the keyboard up starts from the engine's addition and keeps it after the hide
  /// (``KeyboardLogging`` names each such adoption).
  ///
  /// ```swift
  /// override func viewDidLoad() {
  ///   super.viewDidLoad()
  ///   scrollView.keyboard.enable()
  /// }
  /// ```
  public func enable() {
    made?.enable()
  }

  /// Stops avoiding the keyboard and restores the app's own insets exactly (rule I3).
  ///
  /// Settings are kept for a later ``enable()``. It also opts this scroll view out of the
  /// app-wide mode: call it in `viewDidLoad` and the app-wide mode leaves this scroll view
  /// alone until you enable it yourself (rule L7).
  public func disable() {
    made?.disable()
  }

  /// Whether ``enable()`` is in effect.
  ///
  /// Reading it creates nothing.
  public var isEnabled: Bool {
    engine?.isEnabled ?? false
  }

  /// Moves first responder to the next input of this scroll view, text views included;
  /// ends editing after the last input.
  ///
  /// In a table or list, in row order across sections, scrolling a row into view first
  /// when its cell does not exist yet; elsewhere in reading order of the inputs' frames.
  /// Wire it to your own toolbar's Next button. Does nothing (returns `false`) when no
  /// input of this scroll view is focused.
  ///
  /// A row whose cell does not exist yet is scrolled in, without animation, to where its
  /// reveal puts it, and the list laid out (`layoutIfNeeded()`) so that focus moves within
  /// the call. UIKit cannot tell which rows hold inputs without their cells: the list is
  /// looked at two visible heights ahead at most, then put back.
  ///
  /// - Returns: Whether focus moved, or was resigned after the last input.
  @discardableResult
  public func focusNext() -> Bool {
    made?.focusNext() ?? false
  }

  /// Moves first responder to the previous input of this scroll view; see ``focusNext()``.
  ///
  /// - Returns: Whether focus moved.
  @discardableResult
  public func focusPrevious() -> Bool {
    made?.focusPrevious() ?? false
  }

  /// Brings the insets and offset up to date at once with what the keyboard covers of the
  /// scroll view as your layout left it: the last keyboard frame, re-applied.
  ///
  /// The engine already hears the scroll view move or resize, its safe area change (a bar
  /// that appears) and its return to a window, and on iOS 16 and later its window scene's
  /// geometry (Stage Manager, rotation). Call it when your layout changes what the keyboard
  /// covers in any other way, for example from `viewDidLayoutSubviews`. The engine
  /// re-applies in place, without animation (rule K7), or restores your insets when the
  /// scroll view has left its window (rule I3, L3); with the keyboard hidden, or when
  /// nothing changed, it writes nothing, so calling it often is cheap.
  public func updateIfNeeded() {
    engine?.receive(.geometryChanged)
  }

  /// Brings `rect`, in the scroll view's content coordinates, into view above the
  /// keyboard, as if it were the focused input.
  ///
  /// For what UIKit does not announce: a custom text-input view, a web view's field, a
  /// third-party editor, or any other part of your content. The scroll is the smallest
  /// that shows the rect plus `margin` (rules F2, F3), animated like the keyboard; with
  /// the keyboard hidden or undocked it does nothing (rule F4).
  ///
  /// ```swift
  /// scrollView.keyboard.reveal(editor.frame)
  /// ```
  public func reveal(_ rect: CGRect) {
    engine?.reveal(rect)
  }

  /// `inputDidBeginEditing(_:)` for any input object: the headless model calls it, and the
  /// binding's form, which takes a `UIView`, forwards to it.
  package func inputDidBeginEditing(_ input: AnyObject) {
    made?.announceEditing(of: input, began: true)
  }

  /// `inputDidChangeSelection(_:)` for any input object (the model's, and the binding's).
  package func inputDidChangeSelection(_ input: AnyObject) {
    made?.announceSelectionChange(of: input)
  }

  /// `inputDidEndEditing(_:)` for any input object (the model's, and the binding's).
  package func inputDidEndEditing(_ input: AnyObject) {
    made?.announceEditing(of: input, began: false)
  }

  /// The engine, when one was made; reading it creates nothing.
  private var engine: KeyboardScrollEngine? {
    base.keyboardEngineSlot.engine(KeyboardScrollEngine.self)
  }

  /// The engine, made on first use.
  private var made: KeyboardScrollEngine? {
    base.keyboardEngineSlot.makeEngineIfNeeded(KeyboardScrollEngine.self)
  }
}
