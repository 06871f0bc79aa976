import KeyboardAvoidanceEngine

/// The view a SwiftUI field's focus modifier puts behind the field, as the reveal reads it
/// (rule S3): the UIKit binding's and the headless model's.
///
/// Being the field's background, the view has the field's frame; it is the input the
/// engine is told about when the field posts no UIKit editing notification of its own.
@MainActor
package protocol SwiftUIFocusMarker: AnyObject {
  /// The scroll view type of the binding.
  associatedtype ScrollView: KeyboardHostLookup

  /// The nearest scroll view above the view whose engine is enabled, or `nil`.
  ///
  /// - Complexity: O(depth of the view); it attaches nothing to the scroll views passed.
  var nearestEnabledScrollView: ScrollView? { get }

  /// Runs `body` on the main queue's next turn, when SwiftUI has made the focused field's
  /// UIKit view first responder, if it has one; outside a window it never runs `body`.
  ///
  /// - Returns: Whether `body` is queued: `false` outside a window.
  func onNextTurn(_ body: @escaping @MainActor @Sendable () -> Void) -> Bool
}

/// A SwiftUI field revealed from its `@FocusState` where UIKit announces nothing (rule S3).
///
/// SwiftUI tells the field's modifier that focus landed on the field at its update. On the
/// main queue's next turn, with focus still there, the nearest enabled host above the
/// marker is asked which input its window is editing: when UIKit announced one (a SwiftUI
/// `TextField` backed by a `UITextField` posts begin-editing), the engine follows it
/// already and nothing is added; when none, the marker is announced as the input through
/// the engine's announce path, and the engine reveals the field's frame with its margin and
/// the keyboard's timing, now if the keyboard is docked, else at the next keyboard event
/// (rule F4). Focus leaving the field, the field leaving its window (a recycled row) or
/// the modifier going away ends that announcement.
///
/// The engine ends editing of the input it follows by making it resign (a tap outside
/// inputs, the bar's Done, Return at the last field: rules T2, T1, F6); resigning the
/// marker, which is never first responder, would change nothing: SwiftUI's focus and the
/// keyboard would stay. So the marker's resign comes here (``endEditing()``): the focus
/// state is cleared when it still holds the field's value (`nil`, or `false` for a `Bool`
/// state), which is how SwiftUI documents dismissing a field's focus, and the announcement
/// ends at once, as UIKit posts a field's end-editing inside its resign.
///
/// Navigation does not reach markers: the engine's order holds UIKit's text fields and text
/// views only, and a marker gets neither the bar (it is no text field or text view) nor a
/// Return action; `focusNext()` from a marker finds nothing after it and ends its editing,
/// as after the last input, and `focusPrevious()` finds nothing. Moving between SwiftUI
/// fields is the app's, through its focus state.
///
/// Without an enabled host above the field, the debug log says so and nothing else
/// happens: SwiftUI's own avoidance is on for content no keyboard modifier serves.
@MainActor
package final class SwiftUIFocusReveal<Marker: SwiftUIFocusMarker> {
  /// The field's background, held weakly: it owns this object.
  private weak var marker: Marker?
  /// Whether the field's focus state is the field's value, as SwiftUI last said.
  package private(set) var isFocused = false
  /// The host the marker was announced to, until the announcement ends.
  private weak var announcedHost: Marker.ScrollView?
  /// Whether a look on the next turn is queued.
  private var isLookQueued = false
  /// Clears the field's focus state when it still holds the field's value, as the modifier
  /// (or the model's focus state) says; `nil` while nothing can clear it.
  ///
  /// Not `@Sendable`: the modifier makes it from its focus binding where SwiftUI runs its
  /// body, and it is called on the main actor only.
  package var endFocus: (() -> Void)?

  /// The reveal of the field behind which `marker` sits.
  package init(marker: Marker) {
    self.marker = marker
  }

  /// Whether the marker is announced as its host's input now.
  package var isAnnounced: Bool { announcedHost != nil }

  /// SwiftUI's update: the field's focus state is (`true`) or is not its value.
  package func focusDidChange(_ focused: Bool) {
    guard focused != isFocused else { return }
    isFocused = focused
    if focused { queueLook() } else { endAnnouncement() }
  }

  /// The marker joined a window (a recycled row back on screen) or left it.
  package func markerDidMoveToWindow(_ isInWindow: Bool) {
    guard isInWindow else { return endAnnouncement() }
    if isFocused { queueLook() }
  }

  /// The engine ends editing of the field (rules T1, T2, F6: it resigns the marker): the
  /// focus state is cleared if it still holds the field's value, which makes SwiftUI end
  /// the field's editing, and the announcement ends now.
  ///
  /// SwiftUI's update that follows finds focus already off the field here. Nothing happens
  /// unless focus is on the field as SwiftUI last said.
  package func endEditing() {
    guard isFocused else { return }
    isFocused = false
    endFocus?()
    endAnnouncement()
  }

  /// The modifier is gone: an announcement ends.
  package func release() {
    isFocused = false
    endAnnouncement()
  }

  /// A look on the next turn, once the marker is in a window: one made outside a window
  /// (focus set before SwiftUI put the row on screen) waits for the marker to join one.
  private func queueLook() {
    guard !isLookQueued, let marker else { return }
    isLookQueued = marker.onNextTurn { [weak self] in self?.look() }
  }

  /// With focus still on the field: announces the marker unless UIKit announced an input.
  private func look() {
    isLookQueued = false
    guard isFocused, announcedHost == nil, let marker else { return }
    guard let host = marker.nearestEnabledScrollView, let engine = host.existingKeyboardEngine
    else {
      KeyboardLog.write(
        "revealsAboveKeyboard(when:): no keyboardAvoidance() scroll view above the focused"
          + " field (S3); SwiftUI's own avoidance reveals it")
      return
    }
    let way = host.detachedKeyboardHost
    if let input = way.hostKeyboardObserver?.focusedInput(in: way.keyboardWindow),
      input !== marker
    {
      return
    }
    announcedHost = host
    engine.announceEditing(of: marker, began: true)
  }

  private func endAnnouncement() {
    guard let host = announcedHost else { return }
    announcedHost = nil
    guard let marker else { return }
    host.existingKeyboardEngine?.announceEditing(of: marker, began: false)
  }
}
