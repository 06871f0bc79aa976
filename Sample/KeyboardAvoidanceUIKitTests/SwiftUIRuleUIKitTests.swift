import KeyboardAvoidance
import SwiftUI
import Testing
import UIKit

extension UIKitRuleTests {
  /// SwiftUI content in a `UIHostingController`, on a real window (rules S1, L7).
  @Suite
  @MainActor
  struct SwiftUIRuleUIKitTests {
    @Test("S1: keyboardAvoidance() enables the scroll view behind a SwiftUI ScrollView")
    func modifierFindsTheScrollView() async throws {
      try await Self.withHostedView(ModifiedScrollView()) { view in
        let scrollView = try #require(Self.first(UIScrollView.self, in: view))
        #expect(scrollView.keyboard.isEnabled)
        #expect(scrollView.keyboard.margin == 24)
      }
    }

    @Test("S1: the probe finds a ScrollView under a navigation bar, not the app's around it")
    func modifierFindsTheScrollViewUnderBars() async throws {
      // An app's UIKit scroll view holding a hosting controller, under a navigation bar:
      // the SwiftUI scroll view runs under the bar and the home indicator, the probe does
      // not.
      let host = UIHostingController(rootView: ModifiedScrollView())
      var outer: UIScrollView?
      try await Self.withWindow({ window in
        let root = UIViewController()
        root.title = "S1"
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentInsetAdjustmentBehavior = .never
        root.view.addSubview(scrollView)
        root.addChild(host)
        host.view.frame = window.bounds
        scrollView.addSubview(host.view)
        host.didMove(toParent: root)
        outer = scrollView
        return UINavigationController(rootViewController: root)
      }) { _ in
        // The navigation controller's layout takes a little longer than a bare host's.
        await MainRunLoop.run(for: 0.2)
        let scrollView = try #require(Self.first(UIScrollView.self, in: host.view))
        #expect(scrollView.keyboard.isEnabled)
        #expect(outer?.keyboard.isEnabled == false)
      }
    }

    @Test("L7: the app-wide mode never enables a scroll view inside SwiftUI content")
    func appWideSkipsSwiftUI() async throws {
      let scrollView = UIScrollView(frame: .zero)
      let field = UIKitStage.textField(frame: CGRect(x: 16, y: 100, width: 200, height: 44))
      scrollView.addSubview(field)
      try await Self.withWindow({ _ in
        UIHostingController(rootView: RepresentedScrollView(scrollView: scrollView))
      }) { _ in
        await Self.focusAppWide(field) { #expect(!scrollView.keyboard.isEnabled) }
      }
    }

    @Test("L7: the app-wide mode enables a UIKit scroll view around SwiftUI content")
    func appWideEnablesUIKitAroundSwiftUI() async throws {
      // A hosting controller's view inside an app's UIKit scroll view, a field in it.
      let field = UIKitStage.textField(frame: CGRect(x: 16, y: 0, width: 200, height: 44))
      var outer: UIScrollView?
      try await Self.withWindow({ window in
        let root = UIViewController()
        let scrollView = UIScrollView(frame: window.bounds)
        root.view.addSubview(scrollView)
        let host = UIHostingController(rootView: RepresentedField(field: field))
        root.addChild(host)
        host.view.frame = CGRect(x: 0, y: 600, width: window.bounds.width, height: 44)
        scrollView.addSubview(host.view)
        host.didMove(toParent: root)
        scrollView.contentSize = CGSize(width: window.bounds.width, height: 1200)
        outer = scrollView
        return root
      }) { _ in
        await Self.focusAppWide(field) { #expect(outer?.keyboard.isEnabled == true) }
      }
    }

    @Test("S1: keyboardAvoidance()'s bar tint, placeholder title and Done reach the engine")
    func modifierGivesTheBarItsLook() async throws {
      let done = DoneCount()
      try await Self.withHostedView(ToolbarLookScrollView(done: done)) { view in
        let scrollView = try #require(Self.first(UIScrollView.self, in: view))
        #expect(scrollView.keyboard.showsToolbar)
        // The modifier's tint, (1, 0.5, 0) in sRGB, reaches the engine as that colour, read
        // as UIKit converts SwiftUI's: the app's tint or none fails here. Device question 15:
        // does a `Color(uiColor:)` convert back to the same components?
        let tint = try #require(scrollView.keyboard.toolbarTintColor)
        let expected = UIColor(ToolbarLookScrollView.tint)
        #expect(Self.components(of: tint) == Self.components(of: expected))
        #expect(Self.components(of: expected) == [1, 0.5, 0, 1])
        #expect(scrollView.keyboard.showsPlaceholderAsToolbarTitle)
        // The engine's Done action runs the modifier's.
        let action = try #require(scrollView.keyboard.toolbarDoneAction)
        action(UIView())
        #expect(done.count == 1)
      }
    }

    @Test("S1: a SwiftUI TextField posts UIKit's begin-editing, which the modifier follows")
    func swiftUIFieldIsAnnouncedByUIKit() async throws {
      try await Self.withHostedView(FocusedFieldScrollView()) { view in
        let field = try #require(Self.first(UITextField.self, in: view))
        let log = LogRecorder()
        defer { log.stop() }
        // No software keyboard: an empty input view (see ``KeyboardQuiet``).
        field.inputView = UIView()
        UIKitStage.clearShortcutsBar(of: field)
        let focused = await KeyboardQuiet.settle { field.becomeFirstResponder() }
        #expect(focused)
        // SwiftUI's own text field class posts UIKit's begin-editing: no focus modifier
        // is needed on the field.
        #expect(log.lines.contains { $0.hasSuffix("began editing") })
        await KeyboardQuiet.settle { field.resignFirstResponder() }
      }
    }

    /// Shows `rootView` in a hosting controller at the root of a key window of the test
    /// scene (``withWindow(_:_:)``) and runs `body` with the controller's view.
    private static func withHostedView<Content: View>(
      _ rootView: Content, _ body: (UIView) async throws -> Void
    ) async throws {
      let host = UIHostingController(rootView: rootView)
      try await withWindow({ _ in host }) { _ in try await body(host.view) }
    }

    /// Shows the controller `root` makes in a new key window of the test scene.
    ///
    /// Waits for the main queue's turn in which the keyboard modifier's probe looks (after it
    /// joins the window), then runs `body` with the window. After, even when `body` throws,
    /// ends editing in the window (letting UIKit's notifications for that arrive,
    /// ``KeyboardQuiet``), hides it and makes the scene's previous key window key again, so
    /// that nothing of this test's reaches the next one.
    private static func withWindow(
      _ root: (UIWindow) -> UIViewController, _ body: (UIWindow) async throws -> Void
    ) async throws {
      let scene = try await TestWindowScene.connected()
      let previousKeyWindow = scene.keyWindow
      let window = UIWindow(windowScene: scene)
      window.rootViewController = root(window)
      window.makeKeyAndVisible()
      await MainRunLoop.run(for: 0.3)
      let outcome: Result<Void, any Error>
      do {
        try await body(window)
        outcome = .success(())
      } catch {
        outcome = .failure(error)
      }
      await KeyboardQuiet.settle { window.endEditing(true) }
      window.isHidden = true
      if let previousKeyWindow, !previousKeyWindow.isHidden { previousKeyWindow.makeKey() }
      try outcome.get()
    }

    /// With the app-wide mode on, makes `field` first responder, runs `check`, and ends
    /// editing, each focus change settled (``KeyboardQuiet``).
    private static func focusAppWide(_ field: UITextField, _ check: () -> Void) async {
      let application = UIApplication.shared
      application.keyboard.enableEverywhere()
      defer { application.keyboard.disableEverywhere() }
      let focused = await KeyboardQuiet.settle { field.becomeFirstResponder() }
      #expect(focused)
      check()
      await KeyboardQuiet.settle { field.resignFirstResponder() }
    }

    /// `color`'s red, green, blue and alpha in sRGB, empty when UIKit cannot convert it.
    private static func components(of color: UIColor) -> [CGFloat] {
      var parts = [CGFloat](repeating: 0, count: 4)
      let converted = parts.withUnsafeMutableBufferPointer { part in
        color.getRed(
          part.baseAddress, green: part.baseAddress.map { $0 + 1 },
          blue: part.baseAddress.map { $0 + 2 }, alpha: part.baseAddress.map { $0 + 3 })
      }
      return converted ? parts : []
    }

    /// The first view of type `type` in `view`'s subtree, breadth first.
    private static func first<View: UIView>(_ type: View.Type, in view: UIView?) -> View? {
      var queue = view.map { [$0] } ?? []
      while !queue.isEmpty {
        let next = queue.removeFirst()
        if let match = next as? View { return match }
        queue.append(contentsOf: next.subviews)
      }
      return nil
    }
  }
}

/// A SwiftUI scroll view with the keyboard modifier.
private struct ModifiedScrollView: View {
  var body: some View {
    ScrollView {
      Text("row")
    }
    .keyboardAvoidance(margin: 24)
  }
}

/// How often the modifier's Done action ran.
@MainActor
private final class DoneCount {
  var count = 0
}

/// A SwiftUI scroll view whose bar has a look of its own.
private struct ToolbarLookScrollView: View {
  /// The bar's tint: an orange no app or system default has.
  static let tint = Color(uiColor: UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
  let done: DoneCount

  var body: some View {
    ScrollView {
      Text("row")
    }
    .keyboardAvoidance(
      showsToolbar: true, toolbarTint: Self.tint, showsPlaceholderAsToolbarTitle: true,
      toolbarDoneAction: { done.count += 1 })
  }
}

/// A SwiftUI field, backed by a `UITextField`, focused through its focus state.
private struct FocusedFieldScrollView: View {
  @State private var name = ""
  @FocusState private var isFocused: Bool

  var body: some View {
    ScrollView {
      TextField("Name", text: $name)
        .focused($isFocused)
    }
    .keyboardAvoidance()
  }
}

/// A UIKit scroll view shown by SwiftUI.
private struct RepresentedScrollView: UIViewRepresentable {
  let scrollView: UIScrollView

  func makeUIView(context: Context) -> UIScrollView {
    scrollView
  }

  func updateUIView(_ scrollView: UIScrollView, context: Context) {}
}

/// A UIKit text field shown by SwiftUI.
private struct RepresentedField: UIViewRepresentable {
  let field: UITextField

  func makeUIView(context: Context) -> UITextField {
    field
  }

  func updateUIView(_ field: UITextField, context: Context) {}
}
