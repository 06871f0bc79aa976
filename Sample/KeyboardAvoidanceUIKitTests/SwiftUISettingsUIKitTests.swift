import KeyboardAvoidance
import SwiftUI
import Testing
import UIKit

extension UIKitRuleTests {
  /// Settings set above a SwiftUI container, and SwiftUI's focus state beside the bar, on a
  /// real window (rules S1, T1).
  @Suite
  @MainActor
  struct SwiftUISettingsUIKitTests {
    @Test(
      "S1: settings set above the container reach its engine; its own margin wins",
      arguments: [(nil, 24), (40, 40)] as [(CGFloat?, CGFloat)])
    func environmentSettingsReachTheEngine(parameter: CGFloat?, margin: CGFloat) async throws {
      try await SwiftUIHosting.withHost(InheritingForm(margin: parameter)) { _, view in
        let served = SwiftUIHosting.all(UIScrollView.self, in: view).filter {
          $0.keyboard.isEnabled
        }
        try #require(served.count == 1, "served: \(served.count)")
        let keyboard = served[0].keyboard
        // The inner level's 24 over the outer's 8, unless the container passes its own.
        #expect(keyboard.margin == margin)
        // The inner level's bar, the outer level's title: each passes the other through.
        #expect(keyboard.showsToolbar)
        #expect(keyboard.showsPlaceholderAsToolbarTitle)
      }
    }

    @Test("T1: the bar's Next moves SwiftUI's @FocusState with UIKit's first responder")
    func nextMovesTheFocusState() async throws {
      let record = FocusRecord()
      try await SwiftUIHosting.withHost(FocusForm(record: record)) { stage, view in
        let fields = try await stage.requireFocusedFields(2, in: view)
        await MainRunLoop.run(for: 0.3)
        #expect(record.focus == .first)
        let bar = try #require(fields[0].inputAccessoryView as? UIToolbar)
        let items = try #require(bar.items)
        try #require(items.count == 4)
        let next = items[1]
        let action = try #require(next.action)
        await KeyboardQuiet.settle {
          UIApplication.shared.sendAction(action, to: next.target, from: next, for: nil)
        }
        await MainRunLoop.run(for: 0.3)
        #expect(fields[1].isFirstResponder)
        // The focus state follows UIKit's first responder: the app's `onSubmit` and its
        // own buttons then start from the field the bar moved to.
        #expect(record.focus == .second)
      }
    }
  }
}

/// A form whose settings come from two levels above it: the outer sets an 8 pt margin and
/// the placeholder title, the inner a 24 pt margin and the bar; the form's own modifier
/// passes `margin`, or leaves it to them.
private struct InheritingForm: View {
  let margin: CGFloat?
  @State private var name = ""

  var body: some View {
    Form { TextField("Name", text: $name) }
      .keyboardAvoidance(margin: margin)
      .keyboardAvoidanceDefaults(margin: 24, showsToolbar: true)
      .keyboardAvoidanceDefaults(margin: 8, showsPlaceholderAsToolbarTitle: true)
  }
}

/// The focus state of ``FocusForm``, as SwiftUI last reported it.
@MainActor
private final class FocusRecord {
  var focus: FocusForm.Field?
}

/// Two fields with a focus state, the bar on: the record hears each change of the state.
private struct FocusForm: View {
  enum Field: Hashable {
    case first, second
  }

  let record: FocusRecord
  @State private var first = ""
  @State private var second = ""
  @FocusState private var focus: Field?

  var body: some View {
    Form {
      TextField("First", text: $first).focused($focus, equals: .first)
      TextField("Second", text: $second).focused($focus, equals: .second)
    }
    .keyboardAvoidance(showsToolbar: true)
    .onChange(of: focus) { record.focus = $0 }
  }
}
