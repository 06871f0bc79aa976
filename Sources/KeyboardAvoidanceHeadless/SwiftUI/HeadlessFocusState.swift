package import Foundation
@_spi(KeyboardAvoidanceBinding) import KeyboardAvoidance

/// SwiftUI's `@FocusState` as the fields' focus modifiers hear it (rule S3).
///
/// Setting ``value`` (the user's tap, the app's `focus = .notes`) reaches the modifiers at
/// SwiftUI's next update, the main queue's next turn, not at once; each modifier then hears
/// whether the value is its field's. The focused field's UIKit view, if it has one, is the
/// test's to make first responder: a field SwiftUI backs with a view that posts no editing
/// notification has none the engine hears.
@MainActor
package final class HeadlessFocusState<Value: Hashable> {
  /// The focused field's value, `nil` for none.
  package var value: Value? {
    didSet { if value != oldValue { queueUpdate() } }
  }
  /// The fields' modifiers: each marker with its field's value, the markers held weakly.
  private var fields: [(marker: Weak, value: Value)] = []
  /// Whether SwiftUI's update is queued.
  private var isUpdateQueued = false
  /// The screen whose main queue runs SwiftUI's updates.
  private weak var screen: HeadlessScreen?

  /// A focus state with no field focused, whose updates run on `screen`'s main queue.
  package init(screen: HeadlessScreen) {
    self.screen = screen
  }

  /// The modifier of the field whose value is `value`, as `revealsAboveKeyboard(when:equals:)`
  /// makes it: a marker with the field's frame, to put where the field is.
  package func marker(for value: Value, frame: CGRect) -> HeadlessFocusMarker {
    let marker = HeadlessFocusMarker(frame: frame)
    fields.append((Weak(marker), value))
    // As the modifier's binding: ending the field's editing sets the state to `nil` when it
    // still holds the field's value.
    marker.reveal.endFocus = { [weak self] in
      if let self, self.value == value { self.value = nil }
    }
    return marker
  }

  /// SwiftUI's update on the screen's next turn, whether or not its fields are on screen.
  private func queueUpdate() {
    guard !isUpdateQueued, let screen else { return }
    isUpdateQueued = true
    screen.enqueueOnMainQueue { [weak self] in self?.update() }
  }

  /// Each modifier hears whether focus is on its field.
  private func update() {
    isUpdateQueued = false
    fields.removeAll { $0.marker.view == nil }
    for field in fields {
      field.marker.view?.reveal.focusDidChange(field.value == value)
    }
  }

  /// A marker held weakly.
  private struct Weak {
    weak var view: HeadlessFocusMarker?
    init(_ view: HeadlessFocusMarker) { self.view = view }
  }
}
