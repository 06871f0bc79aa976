import KeyboardAvoidance
import SwiftUI
import Testing
import UIKit

extension UIKitRuleTests {
  /// The keyboard modifier where SwiftUI developers put it, on a real window (rules S1, S2):
  /// each test focuses SwiftUI's own text field, shows the simulated keyboard (336 pt, its
  /// top at 508 of the 390 x 844 stage) and reads the insets and the gap it claims.
  @Suite
  @MainActor
  struct SwiftUIPlacementUIKitTests {
    /// The keyboard every test shows: 336 pt tall, its top at 508.
    private static let keyboard = CGRect(x: 0, y: 508, width: 390, height: 336)

    @Test("S1: a ScrollView in a NavigationStack is found; gap = the 24 pt margin within 1 pt")
    func scrollViewUnderNavigationBar() async throws {
      guard #available(iOS 16.0, *) else { return }
      try await SwiftUIHosting.withHost(NavigationStack { LowFieldScroll() }) { stage, view in
        // The scroll view runs to the screen's bottom: inset by the keyboard's 336 in all,
        // SwiftUI's safe area and the engine's room, once (not 336 + the room).
        let field = try await Self.expectInsetOfKeyboard(in: view, on: stage)
        // The field's bottom 24 pt (the margin) above the keyboard's top, 508.
        let bottom = stage.onScreen(field.bounds, in: field).maxY
        #expect(abs(508 + stage.shift - 24 - bottom) <= 1)
      }
    }

    @Test("S1: a List is served; its inset is the keyboard's 336 once")
    func list() async throws {
      try await SwiftUIHosting.withHost(FieldList()) { stage, view in
        try await Self.expectInsetOfKeyboard(in: view, on: stage)
      }
    }

    @Test("S1: a Form with a TextEditor serves the form, not the editor's text view")
    func formWithEditor() async throws {
      try await SwiftUIHosting.withHost(EditorForm()) { stage, view in
        let scrollView = try #require(Self.enabled(in: view))
        #expect(!(scrollView is UITextView))
        let editor = try #require(SwiftUIHosting.first(UITextView.self, in: view))
        editor.inputView = UIView()
        #expect(!editor.keyboard.isEnabled)
        try await Self.focusAndShow(editor, on: stage)
        #expect(abs(scrollView.adjustedContentInset.bottom - 336) <= 1)
      }
    }

    @Test("S1: a ScrollView in a TabView's tab is found and inset by 336")
    func tab() async throws {
      try await SwiftUIHosting.withHost(TabView { LowFieldScroll().tabItem { Text("Tab") } }) {
        stage, view in
        try await Self.expectInsetOfKeyboard(in: view, on: stage)
      }
    }

    @Test("S1: a ScrollView in a sheet is found and inset by the keyboard's overlap")
    func sheet() async throws {
      try await SwiftUIHosting.withHost(Text("Presenter")) { stage, _ in
        let sheet = UIHostingController(rootView: LowFieldScroll())
        stage.window.rootViewController?.present(sheet, animated: false)
        defer { sheet.dismiss(animated: false) }
        await MainRunLoop.run(for: 0.5)
        // The sheet ends at the screen's bottom: its overlap is the keyboard's 336.
        try await Self.expectInsetOfKeyboard(in: sheet.view, on: stage)
      }
    }

    @Test("S1: a ScrollView swapped for a List under a live probe: the List is served")
    func swappedBackingView() async throws {
      let host = UIHostingController(rootView: SwappedContainer(showsList: false))
      try await SwiftUIHosting.withController(host) { stage, view in
        let before = try #require(Self.enabled(in: view))
        host.rootView = SwappedContainer(showsList: true)
        await MainRunLoop.run(for: 0.5)
        let after = try #require(Self.enabled(in: view))
        #expect(after !== before)
        #expect(!before.keyboard.isEnabled)
        try await Self.expectInsetOfKeyboard(in: view, on: stage)
      }
    }

    @Test("S1: onSubmit moves focus once with the modifier on; the engine adds no Return")
    func onSubmitMovesOnce() async throws {
      let submits = SubmitCount()
      try await SwiftUIHosting.withHost(SubmitForm(submits: submits)) { stage, view in
        let fields = try await stage.requireFocusedFields(3, in: view)
        // What UIKit does on Return: the delegate, then the end-on-exit actions.
        #if os(iOS)
          _ = fields[0].delegate?.textFieldShouldReturn?(fields[0])
        #else
          // The UIKit stub (on Linux) gives the optional requirement a default instead.
          _ = fields[0].delegate?.textFieldShouldReturn(fields[0])
        #endif
        fields[0].sendActions(for: .editingDidEndOnExit)
        await MainRunLoop.run(for: 0.5)
        #expect(submits.count == 1)
        #expect(fields[1].isFirstResponder)
        #expect(!fields[2].isFirstResponder)
      }
    }

    /// Focuses the first text field in `view`, shows the keyboard, and expects the one
    /// scroll view the modifier serves there to be inset by the keyboard's 336 within 1 pt
    /// (it runs to the screen's bottom); returns the field.
    @discardableResult
    private static func expectInsetOfKeyboard(
      in view: UIView, on stage: UIKitStage
    ) async throws -> UITextField {
      let scrollView = try #require(enabled(in: view))
      let field = try #require(SwiftUIHosting.first(UITextField.self, in: view))
      field.inputView = UIView()
      try await focusAndShow(field, on: stage)
      #expect(abs(scrollView.adjustedContentInset.bottom - 336) <= 1)
      return field
    }

    /// Focuses `input`, which the caller gave an empty input view, and shows the simulated
    /// keyboard.
    private static func focusAndShow(_ input: UIView, on stage: UIKitStage) async throws {
      #expect(await stage.focus(input))
      stage.show(keyboard)
      await MainRunLoop.run(for: 0.6)
    }

    /// The one scroll view the modifier enabled in `view`'s subtree.
    private static func enabled(in view: UIView) -> UIScrollView? {
      let served = SwiftUIHosting.all(UIScrollView.self, in: view).filter { $0.keyboard.isEnabled }
      #expect(served.count == 1, "served: \(served.count)")
      return served.first
    }
  }
}

/// A ScrollView whose field lies below the keyboard's top, with a 24 pt margin.
private struct LowFieldScroll: View {
  @State private var text = ""

  var body: some View {
    ScrollView {
      VStack {
        Color.clear.frame(height: 700)
        TextField("Low", text: $text)
        Color.clear.frame(height: 400)
      }
    }
    .keyboardAvoidance(margin: 24)
  }
}

/// A List of fields.
private struct FieldList: View {
  @State private var text = ""

  var body: some View {
    List {
      TextField("Name", text: $text)
    }
    .keyboardAvoidance()
  }
}

/// A Form with a field and a TextEditor.
private struct EditorForm: View {
  @State private var name = ""
  @State private var notes = ""

  var body: some View {
    Form {
      TextField("Name", text: $name)
      TextEditor(text: $notes)
    }
    .keyboardAvoidance()
  }
}

/// A container whose backing view SwiftUI swaps: a ScrollView, then a List.
private struct SwappedContainer: View {
  let showsList: Bool
  @State private var text = ""

  var body: some View {
    VStack {
      if showsList {
        List { TextField("In list", text: $text) }
      } else {
        ScrollView { Text("Empty") }
      }
    }
    .keyboardAvoidance()
  }
}

/// How often the app's onSubmit ran.
@MainActor
private final class SubmitCount {
  var count = 0
}

/// Three fields; Return on the first moves focus to the second through the focus state.
private struct SubmitForm: View {
  enum Field: Hashable {
    case first, second, third
  }

  let submits: SubmitCount
  @State private var first = ""
  @State private var second = ""
  @State private var third = ""
  @FocusState private var focus: Field?

  var body: some View {
    Form {
      TextField("First", text: $first)
        .focused($focus, equals: .first)
        .submitLabel(.next)
        .onSubmit {
          submits.count += 1
          focus = .second
        }
      TextField("Second", text: $second).focused($focus, equals: .second)
      TextField("Third", text: $third).focused($focus, equals: .third)
    }
    .keyboardAvoidance()
  }
}
