#if canImport(SwiftUI) && canImport(UIKit)
  import Foundation
  import KeyboardAvoidanceEngine
  public import SwiftUI
  import UIKit

  extension View {
    /// Reveals this field above the keyboard when `focus` lands on `value`, for a field the
    /// engine cannot see: one whose UIKit view posts no editing notification.
    ///
    /// Deprecated: every field SwiftUI makes (`TextField`, `SecureField`, `TextEditor`,
    /// `TextField(axis:)`) is backed by a `UITextField` or `UITextView` that posts UIKit's
    /// editing notifications, which the container's `keyboardAvoidance(...)` follows
    /// without this modifier; and the modifier hears a focus change only when SwiftUI
    /// updates the view that applies it, which SwiftUI does not promise. A UIKit editor
    /// that posts no notification (a custom `UITextInput`, a web view) is announced on the
    /// application's `keyboard` instead (rule S3).
    ///
    /// When focus lands on `value`, the modifier waits for the main queue's next turn. If
    /// UIKit announced the field's editing, the engine follows it already and the modifier
    /// adds nothing; if not, the modifier's view behind the field is announced to the
    /// container's engine as the input, until focus leaves the field or the field leaves
    /// the screen. Without a `keyboardAvoidance(...)` container above the field it does
    /// nothing but write a debug log line.
    ///
    /// - Parameters:
    ///   - focus: The focus state the field is `focused(_:equals:)` with.
    ///   - value: The field's value of that state.
    @available(
      *, deprecated,
      message: "SwiftUI's fields post UIKit's notifications, which keyboardAvoidance() follows"
    )
    @MainActor
    public func revealsAboveKeyboard<Value: Hashable>(
      when focus: FocusState<Value>.Binding, equals value: Value
    ) -> some View {
      modifier(FocusRevealModifier(focus: focus, value: value))
    }

    /// Reveals this field above the keyboard when `focus` is `true`, for a field the engine
    /// cannot see; see `revealsAboveKeyboard(when:equals:)`.
    ///
    /// Deprecated, as `revealsAboveKeyboard(when:equals:)` is.
    ///
    /// - Parameter focus: The focus state the field is `focused(_:)` with.
    @available(
      *, deprecated,
      message: "SwiftUI's fields post UIKit's notifications, which keyboardAvoidance() follows"
    )
    @MainActor
    public func revealsAboveKeyboard(when focus: FocusState<Bool>.Binding) -> some View {
      modifier(FocusRevealModifier(focus: focus, value: true))
    }
  }

  /// The focus modifier: a view behind the field that hears whether focus is on it (rule
  /// S3).
  ///
  /// How a focus change reaches it: `FocusState.Binding` is no `DynamicProperty` (a frozen
  /// struct around a `Binding` in the SDK's interface), so holding one subscribes this
  /// modifier to nothing; its body runs again when the view that applies it is updated and
  /// passes a binding that differs. Apple documents that SwiftUI updates the `@FocusState`
  /// itself as focus moves, which the view owning it reads; whether a view that only holds
  /// the binding (this modifier, or a row view the app hands `$focus` to) is updated on
  /// every focus change is not documented. An `onChange(of:)` here would not help: it is
  /// evaluated only when this body runs. A focus change this body misses leaves the field
  /// unrevealed, or announced after focus left it, until its next update; ending editing
  /// clears the state only while it still holds the field's value, so a stale marker never
  /// takes focus from another field.
  struct FocusRevealModifier<Value: Hashable>: ViewModifier {
    /// The field's focus state.
    let focus: FocusState<Value>.Binding
    /// The field's value of it.
    let value: Value

    func body(content: Content) -> some View {
      content.background(
        FocusRevealMarker(isFocused: focus.wrappedValue == value, endFocus: endFocus))
    }

    /// Ends SwiftUI's focus on the field.
    ///
    /// Sets the focus state to "no field" (`nil`, or `false` for a `Bool` state) when it
    /// still holds the field's value: SwiftUI then ends the field's editing (its
    /// documentation of `focused(_:equals:)`: setting `nil` dismisses focus). A state of
    /// another type has no such value and is left alone.
    ///
    /// A plain closure, made where `body` runs (on the main actor under Xcode 16's SwiftUI,
    /// nonisolated in older SDKs) and called by the marker on the main actor.
    private var endFocus: () -> Void {
      { [focus, value] in
        guard focus.wrappedValue == value, let none = Self.noField(otherThan: value) else {
          return
        }
        focus.wrappedValue = none
      }
    }

    /// The focus state's value for "no field": `nil` for an optional state, the other
    /// Boolean for a `Bool` one, else `nil` (none).
    private static func noField(otherThan value: Value) -> Value? {
      if let optional = Value.self as? any ExpressibleByNilLiteral.Type {
        return optional.init(nilLiteral: ()) as? Value
      }
      if let flag = value as? Bool { return !flag as? Value }
      return nil
    }
  }

  /// The view behind the field: it has the field's frame (rule S3).
  struct FocusRevealMarker: UIViewRepresentable {
    /// Whether focus is on the field, as SwiftUI's update says.
    let isFocused: Bool
    /// Clears the field's focus state when it still holds the field's value.
    let endFocus: () -> Void

    func makeUIView(context: Context) -> FocusRevealMarkerView {
      let marker = FocusRevealMarkerView(frame: .zero)
      marker.reveal.endFocus = endFocus
      marker.reveal.focusDidChange(isFocused)
      return marker
    }

    func updateUIView(_ marker: FocusRevealMarkerView, context: Context) {
      marker.reveal.endFocus = endFocus
      marker.reveal.focusDidChange(isFocused)
    }

    static func dismantleUIView(_ marker: FocusRevealMarkerView, coordinator: ()) {
      marker.reveal.release()
    }
  }

  /// The marker's view: invisible, untouchable, announced as the input when the field's
  /// own UIKit view announces nothing (rule S3).
  final class FocusRevealMarkerView: PassiveView, SwiftUIFocusMarker {
    /// What the modifier does with the focus state; shared with the headless model.
    private(set) lazy var reveal = SwiftUIFocusReveal(marker: self)

    /// The nearest enabled scroll view above the marker.
    var nearestEnabledScrollView: UIScrollView? {
      EnabledHostWalk.nearestEnabled(
        among: sequence(first: self as UIView) { $0.superview }.lazy.compactMap {
          $0 as? UIScrollView
        })
    }

    /// The main queue's next turn, in a window only.
    func onNextTurn(_ body: @escaping @MainActor @Sendable () -> Void) -> Bool {
      guard window != nil else { return false }
      DispatchQueue.main.async { body() }
      return true
    }

    /// Ends the field's editing.
    ///
    /// The engine resigns the input it follows (a tap outside inputs, the bar's Done, Return
    /// at the last field), and the marker, never first responder itself, ends SwiftUI's
    /// focus on the field instead (its focus state cleared). UIKit calls this on the first
    /// responder only, which the marker never is.
    override func resignFirstResponder() -> Bool {
      reveal.endEditing()
      return super.resignFirstResponder()
    }

    /// A recycled row leaves its window, or comes back.
    override func didMoveToWindow() {
      super.didMoveToWindow()
      reveal.markerDidMoveToWindow(window != nil)
    }
  }
#endif
