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
      let scene = try await TestWindowScene.connected()
      let window = UIWindow(windowScene: scene)
      // An app's UIKit scroll view holding a hosting controller, under a navigation bar:
      // the SwiftUI scroll view runs under the bar and the home indicator, the probe does
      // not.
      let root = UIViewController()
      root.title = "S1"
      let outer = UIScrollView(frame: window.bounds)
      outer.contentInsetAdjustmentBehavior = .never
      root.view.addSubview(outer)
      let host = UIHostingController(rootView: ModifiedScrollView())
      root.addChild(host)
      host.view.frame = window.bounds
      outer.addSubview(host.view)
      host.didMove(toParent: root)
      window.rootViewController = UINavigationController(rootViewController: root)
      window.makeKeyAndVisible()
      defer { window.isHidden = true }
      await MainRunLoop.run(for: 0.5)
      let scrollView = try #require(Self.first(UIScrollView.self, in: host.view))
      #expect(scrollView.keyboard.isEnabled)
      #expect(!outer.keyboard.isEnabled)
    }

    @Test("L7: the app-wide mode never enables a scroll view inside SwiftUI content")
    func appWideSkipsSwiftUI() async throws {
      let scene = try await TestWindowScene.connected()
      let window = UIWindow(windowScene: scene)
      let scrollView = UIScrollView(frame: .zero)
      let field = UITextField(frame: CGRect(x: 16, y: 100, width: 200, height: 44))
      scrollView.addSubview(field)
      window.rootViewController = UIHostingController(
        rootView: RepresentedScrollView(scrollView: scrollView))
      window.makeKeyAndVisible()
      defer { window.isHidden = true }
      await MainRunLoop.run(for: 0.3)
      let application = UIApplication.shared
      application.keyboard.enableEverywhere()
      defer { application.keyboard.disableEverywhere() }
      #expect(field.becomeFirstResponder())
      await MainRunLoop.run(for: 0.1)
      #expect(!scrollView.keyboard.isEnabled)
      field.resignFirstResponder()
    }

    @Test("L7: the app-wide mode enables a UIKit scroll view around SwiftUI content")
    func appWideEnablesUIKitAroundSwiftUI() async throws {
      let scene = try await TestWindowScene.connected()
      let window = UIWindow(windowScene: scene)
      // A hosting controller's view inside an app's UIKit scroll view, a field in it.
      let root = UIViewController()
      let outer = UIScrollView(frame: window.bounds)
      root.view.addSubview(outer)
      let field = UITextField(frame: CGRect(x: 16, y: 0, width: 200, height: 44))
      let host = UIHostingController(rootView: RepresentedField(field: field))
      root.addChild(host)
      host.view.frame = CGRect(x: 0, y: 600, width: window.bounds.width, height: 44)
      outer.addSubview(host.view)
      host.didMove(toParent: root)
      outer.contentSize = CGSize(width: window.bounds.width, height: 1200)
      window.rootViewController = root
      window.makeKeyAndVisible()
      defer { window.isHidden = true }
      await MainRunLoop.run(for: 0.3)
      let application = UIApplication.shared
      application.keyboard.enableEverywhere()
      defer { application.keyboard.disableEverywhere() }
      #expect(field.becomeFirstResponder())
      await MainRunLoop.run(for: 0.1)
      #expect(outer.keyboard.isEnabled)
      field.resignFirstResponder()
    }

    @Test("S1: keyboardAvoidance()'s bar tint, placeholder title and Done reach the engine")
    func modifierGivesTheBarItsLook() async throws {
      let done = DoneCount()
      try await Self.withHostedView(ToolbarLookScrollView(done: done)) { view in
        let scrollView = try #require(Self.first(UIScrollView.self, in: view))
        #expect(scrollView.keyboard.showsToolbar)
        #expect(scrollView.keyboard.toolbarTintColor != nil)
        #expect(scrollView.keyboard.showsPlaceholderAsToolbarTitle)
        // The engine's Done action runs the modifier's.
        let action = try #require(scrollView.keyboard.toolbarDoneAction)
        action(UIView())
        #expect(done.count == 1)
      }
    }

    @Test("S3: a TextField UIKit announces is followed as itself; its focus modifier adds none")
    func focusModifierLeavesAnnouncedFieldsAlone() async throws {
      try await Self.withHostedView(FocusRevealScrollView()) { view in
        let field = try #require(Self.first(UITextField.self, in: view))
        var lines: [String] = []
        KeyboardLogging.isEnabled = true
        KeyboardLogging.handler = { lines.append($0) }
        defer {
          KeyboardLogging.isEnabled = false
          KeyboardLogging.handler = nil
        }
        #expect(field.becomeFirstResponder())
        // SwiftUI's focus state follows at its update; the modifier looks a turn later.
        await MainRunLoop.run(for: 0.3)
        // SwiftUI's own text field class posts UIKit's begin-editing; the marker is not
        // announced over it.
        #expect(lines.contains { $0.hasSuffix("began editing") })
        #expect(!lines.contains { $0.contains("FocusRevealMarkerView") })
        field.resignFirstResponder()
      }
    }

    /// Shows `rootView` in a hosting controller at the root of a key window of the test
    /// scene, waits for the main queue's turn in which the keyboard modifier's probe looks
    /// (after it joins the window), runs `body` with the controller's view, and hides the
    /// window after.
    private static func withHostedView<Content: View>(
      _ rootView: Content, _ body: (UIView) async throws -> Void
    ) async throws {
      let scene = try await TestWindowScene.connected()
      let window = UIWindow(windowScene: scene)
      let host = UIHostingController(rootView: rootView)
      window.rootViewController = host
      window.makeKeyAndVisible()
      defer { window.isHidden = true }
      await MainRunLoop.run(for: 0.3)
      try await body(host.view)
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
  let done: DoneCount

  var body: some View {
    ScrollView {
      Text("row")
    }
    .keyboardAvoidance(
      showsToolbar: true, toolbarTint: .orange, showsPlaceholderAsToolbarTitle: true,
      toolbarDoneAction: { done.count += 1 })
  }
}

/// A SwiftUI field, backed by a `UITextField`, with its focus modifier.
private struct FocusRevealScrollView: View {
  @State private var name = ""
  @FocusState private var isFocused: Bool

  var body: some View {
    ScrollView {
      TextField("Name", text: $name)
        .focused($isFocused)
        .revealsAboveKeyboard(when: $isFocused)
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
