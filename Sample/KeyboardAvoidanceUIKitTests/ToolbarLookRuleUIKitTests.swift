import KeyboardAvoidance
import Testing
import UIKit

extension UIKitRuleTests {
  /// The bar's look and Done action, and tap to dismiss set on the application, on real
  /// UIKit views.
  ///
  /// Rules T1, T2 (with L9).
  @Suite
  @MainActor
  struct ToolbarLookRuleUIKitTests {
    /// Runs `body` on the bar's form (``FormScenarios/toolbarFields``), enabled with the
    /// bar on and the settings `configure` gives it, its first field, with `placeholder`,
    /// first responder; disables the form after.
    private func withFirstFieldsBar(
      placeholder: String? = nil,
      settings configure: (KeyboardAvoidanceWrapper<UIScrollView>) -> Void = { _ in },
      _ body: (UITextField) async throws -> Void
    ) async throws {
      try await withHost({ UIKitFieldsHost(FormScenarios.toolbarFields, scene: $0) }) { host in
        let form = host.scrollView.keyboard
        form.enable()
        form.showsToolbar = true
        configure(form)
        defer { form.disable() }
        let first = host.fields[0]
        first.placeholder = placeholder
        try await host.stage.requireFocus(first)
        try await body(first)
      }
    }

    @Test("T1: the bar takes the tint and the placeholder as title, and is laid out 44 pt tall")
    func tintAndTitle() async throws {
      try await withFirstFieldsBar(
        placeholder: "Name",
        settings: {
          $0.toolbarTintColor = .systemOrange
          $0.showsPlaceholderAsToolbarTitle = true
        }
      ) { first in
        let bar = try #require(first.inputAccessoryView as? UIToolbar)
        #expect(bar.tintColor == .systemOrange)
        // The identifier an app's UI tests find the bar by.
        #expect(bar.accessibilityIdentifier == "KeyboardAvoidance.toolbar")
        // Previous, Next, space, the title, space, Done.
        let items = try #require(bar.items)
        #expect(items.count == 6)
        let title = try #require(items[3].customView as? UILabel)
        #expect(title.text == "Name")
        // The bar as UIKit laid it out above the (empty) input view: 44 pt tall. Device
        // question 14: does UIKit show and lay out an accessory view above an empty input
        // view (`laidOutHeight` is nil when it does not)?
        #expect(Self.laidOutHeight(of: bar) == 44)
      }
    }

    @Test("T1: a text view's bar comes at its late begin-editing; the form reveals once with it")
    func textViewBar() async throws {
      try await withHost({ UIKitNestedNotesHost(scene: $0) }) { host in
        host.form.keyboard.showsToolbar = true
        defer { host.form.keyboard.showsToolbar = false }
        // UIKit posts the text view's begin-editing after its own will-show (for the empty
        // input view): the bar comes then, with `reloadInputViews()`, and UIKit's second
        // show for it settles before the simulator posts.
        try await host.stage.requireFocus(host.notes)
        let bar = try #require(host.notes.inputAccessoryView as? UIToolbar)
        #expect(Self.laidOutHeight(of: bar) == 44)
        host.notes.layoutIfNeeded()
        // The 336 pt keyboard with the bar's 44 pt: 380 from 844 - 380 = 464.
        host.stage.show(CGRect(x: 0, y: 464, width: 390, height: 380))
        // The form's target, the notes view's bottom edge grown, 784 ... 816 (F2): 816 - 464
        // = 352; the notes view at 600 - 352 = 248 ... 448, above 464: no inset (F8).
        #expect(host.form.contentOffset.y == 352)
        #expect(host.form.contentInset.bottom == 380)
        #expect(host.notes.writtenInsets.isEmpty, "insets written: \(host.notes.writtenInsets)")
        host.stage.hide()
        #expect(host.form.contentInset.bottom == 0)
      }
    }

    @Test("T1: Previous, Next and the title offer the large content viewer, with their labels")
    func largeContentViewer() async throws {
      try await withFirstFieldsBar(
        placeholder: "Name", settings: { $0.showsPlaceholderAsToolbarTitle = true }
      ) { first in
        let items = try #require((first.inputAccessoryView as? UIToolbar)?.items)
        for index in [0, 1] {
          let button = try #require(items[index].customView as? UIButton)
          #expect(button.showsLargeContentViewer)
          #expect(button.largeContentTitle == button.accessibilityLabel)
          #expect(button.largeContentImage != nil)
        }
        #expect((items[3].customView as? UILabel)?.showsLargeContentViewer == true)
      }
    }

    @Test("T1: Done ends editing, then runs the app's action with the field")
    func doneAction() async throws {
      var done: [UIView] = []
      var wasEditing = true
      try await withFirstFieldsBar(settings: {
        $0.toolbarDoneAction = { input in
          wasEditing = input.isFirstResponder
          done.append(input)
        }
      }) { first in
        let item = try #require((first.inputAccessoryView as? UIToolbar)?.items?.last)
        let action = try #require(item.action)
        UIApplication.shared.sendAction(action, to: item.target, from: item, for: nil)
        #expect(!first.isFirstResponder)
        #expect(done.count == 1 && done.first === first)
        #expect(!wasEditing)
      }
    }

    @Test("T2: set on the application, each window shown gets a tap that lets touches through")
    func windowTaps() async throws {
      let application = UIApplication.shared
      try await withAppWideMode(settings: { $0.endsEditingOnTap = true }) {
        @MainActor func taps(of window: UIWindow) -> [UITapGestureRecognizer] {
          (window.gestureRecognizers ?? []).compactMap { $0 as? UITapGestureRecognizer }
        }
        try await withHost({ UIKitFieldsHost(FormScenarios.toolbarFields, scene: $0) }) { host in
          // The host's window became visible after the setting: it is watched.
          let added = taps(of: host.stage.window)
          #expect(added.count == 1)
          #expect(added.first?.cancelsTouchesInView == false)
          application.keyboard.endsEditingOnTap = false
          #expect(taps(of: host.stage.window).isEmpty)
        }
      }
    }

    /// The height UIKit gave `bar` where it shows it, once laid out; `nil` when UIKit does not
    /// show it (no window).
    ///
    /// What the bar asks for (`sizeThatFits`) is the library's constant; the frame is what
    /// UIKit made of it and of the bar's content, which is what the keyboard frame counts.
    private static func laidOutHeight(of bar: UIToolbar) -> CGFloat? {
      guard let window = bar.window else { return nil }
      window.layoutIfNeeded()
      return bar.convert(bar.bounds, to: window).height
    }
  }
}
