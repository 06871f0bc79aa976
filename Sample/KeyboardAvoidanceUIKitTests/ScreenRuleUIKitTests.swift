import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing
import UIKit

extension UIKitRuleTests {
  /// Screens that do not scroll, served by the app-wide mode through their safe area, on
  /// real UIKit views.
  ///
  /// Rule L10. The window is 390 x 844; its bottom safe area `kept` is the device's (34 on a
  /// Face ID iPhone, 0 on an iPhone SE); the keyboard is 336 pt tall, from 508.
  @Suite
  @MainActor
  struct ScreenRuleUIKitTests {
    private let keyboard = CGRect(x: 0, y: 508, width: 390, height: 336)

    /// Runs `body` on the login screen `make` builds, with the app-wide mode on (and the
    /// settings `configure` gives it), the input `focusing` picks (the host's field unless
    /// said otherwise) first responder and the keyboard shown, once the run loop has turned:
    /// a served screen decides in its next layout pass (rule L10).
    private func withServedScreen(
      settings configure: (KeyboardAvoidanceWrapper<UIApplication>) -> Void = { _ in },
      _ make: (UIWindowScene) -> UIKitLoginScreenHost,
      focusing input: (UIKitLoginScreenHost) throws -> UIView = { $0.field },
      _ body: (UIKitLoginScreenHost) async throws -> Void
    ) async throws {
      try await withAppWideMode(settings: configure) {
        try await withHost({ make($0) }) { host in
          try await host.stage.requireFocus(try input(host))
          host.stage.show(keyboard)
          await MainRunLoop.run(for: 0.1)
          try await body(host)
        }
      }
    }

    /// Expects `host`'s screen served through its safe area (rule L10), then restored.
    ///
    /// Its own addition is 336 - kept and the field laid out 100 above 508, at 364 ... 408;
    /// once the keyboard hides, no addition is left (rule I3).
    private func expectServedThenRestored(_ host: UIKitLoginScreenHost) async {
      let kept = host.stage.window.safeAreaInsets.bottom
      #expect(host.controller.additionalSafeAreaInsets.bottom == 336 - kept)
      let onScreen = host.stage.onScreen(host.field.bounds, in: host.field)
      #expect(onScreen.maxY == host.stage.shift + 408)
      await host.stage.hideKeyboard()
      #expect(host.controller.additionalSafeAreaInsets == .zero)
    }

    @Test("L10: app-wide, a login screen's bottom safe area covers the keyboard, not stacking")
    func loginScreen() async throws {
      try await withServedScreen({ .init(scene: $0, followsSafeArea: true) }) { host in
        // Own addition 336 - kept: the safe area's bottom is then 336, at 844 - 336 = 508,
        // laid out in the keyboard's animation, with no lift.
        #expect(host.controller.view.safeAreaInsets.bottom == 336)
        #expect(host.controller.view.transform == .identity)
        await expectServedThenRestored(host)
      }
    }

    @Test("L10: app-wide, in the app's own open side menu the screen beside it moves, not the menu")
    func sideMenuContent() async throws {
      try await withServedScreen({
        .init(scene: $0, followsSafeArea: true, inOpenSideMenu: true)
      }) { host in
        // The container shows two children: the one holding the field is the screen; the
        // container and the menu keep their safe area.
        let container = try #require(host.controller.parent)
        #expect(container.additionalSafeAreaInsets == .zero)
        let kept = host.stage.window.safeAreaInsets.bottom
        #expect(container.children.first?.view.safeAreaInsets.bottom == kept)
        await expectServedThenRestored(host)
      }
    }

    @Test("L8: app-wide, a blurred login screen is served through its effect view's content")
    func blurredScreen() async throws {
      try await withServedScreen({
        .init(scene: $0, followsSafeArea: true, isBlurred: true)
      }) { host in
        let effectView = try #require(host.controller.view as? UIVisualEffectView)
        // The sentinel went into the content view (in the effect view itself, UIKit
        // raises an exception), and its layout pass decided.
        #expect(effectView.contentView.subviews.last !== host.field)
        await expectServedThenRestored(host)
      }
    }

    @Test("L10: app-wide, the app's own additionalSafeAreaInsets come back exactly on hide")
    func appInsetsKept() async throws {
      let appInsets = UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0)
      try await withServedScreen({
        UIKitLoginScreenHost(scene: $0, followsSafeArea: true, appInsets: appInsets)
      }) { host in
        let kept = host.stage.window.safeAreaInsets.bottom
        // The safe area keeps kept + 20: own addition 336 - (kept + 20), on top of 20.
        #expect(host.controller.additionalSafeAreaInsets.bottom == 336 - kept)
        await host.stage.hideKeyboard()
        #expect(host.controller.additionalSafeAreaInsets == appInsets)
      }
    }

    @Test("L10: app-wide, a layout that ignores the safe area is lifted, and put back on hide")
    func fixedLayoutLifted() async throws {
      try await withServedScreen({ .init(scene: $0, followsSafeArea: false) }) { host in
        // The field stays at 700 ... 744; with the 16 pt margin its bottom 760 is
        // 760 - 508 = 252 below the keyboard's top: a translation of -252. However UIKit
        // measures the lifted view's safe area (device question 20), the addition stays
        // 336 - kept and the lift -252 once its layout has run (the safe-area step is not
        // redone because of it).
        #expect(host.controller.view.transform.ty == -252)
        await MainRunLoop.run(for: 0.3)
        let kept = host.stage.window.safeAreaInsets.bottom
        #expect(host.controller.additionalSafeAreaInsets.bottom == 336 - kept)
        #expect(host.controller.view.transform.ty == -252)
        await host.stage.hideKeyboard()
        #expect(host.controller.view.transform == .identity)
        #expect(host.controller.additionalSafeAreaInsets == .zero)
      }
    }

    @Test("L10: app-wide, a default text view low on a fixed screen lifts it to its caret line")
    func scrollingTextViewLifted() async throws {
      try await withServedScreen(
        { UIKitLoginScreenHost(scene: $0, followsSafeArea: false, holdsTextView: true) },
        focusing: { try #require($0.feedback) }
      ) { host in
        let feedback = try #require(host.feedback)
        // Its own host (nothing above it scrolls), 0 pt of it above 508: the screen serves
        // it too, lifting its top caret line and two 16 pt margins above the keyboard:
        // 600 + line + 32 - 508 = 124 + line (rule L7).
        let range = try #require(feedback.selectedTextRange)
        let line = feedback.caretRect(for: range.end).height
        #expect(abs(host.controller.view.transform.ty + 124 + line) < 0.5)
        await host.stage.hideKeyboard()
        #expect(host.controller.view.transform == .identity)
        #expect(host.controller.additionalSafeAreaInsets == .zero)
      }
    }

    @Test("L10: app-wide, a field a following constraint lifts is not served: no safe-area write")
    func followingConstraintNotServed() async throws {
      try await withServedScreen({
        UIKitLoginScreenHost(scene: $0, followsSafeArea: false, formFollowsKeyboard: true)
      }) { host in
        // The constraint's engine runs after the screen's: constant 40 + overlap 336 = 376,
        // the form's bottom at 844 - 376 = 468, the field at 388 ... 432, above the
        // keyboard's 508: after the app's layout the keyboard covers none of it, so the
        // screen writes nothing (no double lift).
        let bottom = try #require(host.formBottom)
        #expect(bottom.constant == 376)
        let onScreen = host.stage.onScreen(host.field.bounds, in: host.field)
        #expect(onScreen.maxY == host.stage.shift + 432)
        #expect(host.controller.additionalSafeAreaInsets == .zero)
        #expect(host.controller.view.transform == .identity)
        await host.stage.hideKeyboard()
        #expect(bottom.constant == 40)
        #expect(host.controller.additionalSafeAreaInsets == .zero)
      }
    }

    @Test("L10: a screen the app opts out is not served")
    func optOut() async throws {
      try await withServedScreen({
        let host = UIKitLoginScreenHost(scene: $0, followsSafeArea: true)
        host.controller.keyboard.isScreenAvoidanceEnabled = false
        return host
      }) { host in
        #expect(host.controller.additionalSafeAreaInsets == .zero)
      }
    }

    @Test("T1: app-wide, a screen's fields get the bar, moving in reading order; Return too")
    func screenBarAndReturn() async throws {
      try await withAppWideMode(settings: {
        $0.showsToolbar = true
        $0.isReturnKeyNavigationEnabled = true
      }) {
        try await withHost({ UIKitLoginScreenHost(scene: $0, followsSafeArea: true) }) { host in
          // A second field above the pinned one, added last: the order comes from the frames.
          let user = UIKitStage.textField(frame: CGRect(x: 16, y: 200, width: 358, height: 44))
          user.returnKeyType = .next
          host.stage.rootView.addSubview(user)
          try await host.stage.requireFocus(user)
          let items = try #require((user.inputAccessoryView as? UIToolbar)?.items)
          let previous = try #require(items[0].customView as? UIButton)
          let next = try #require(items[1].customView as? UIButton)
          #expect(!previous.isEnabled)
          #expect(next.isEnabled)
          next.sendActions(for: .touchUpInside)
          #expect(host.field.isFirstResponder)
          let lastItems = try #require((host.field.inputAccessoryView as? UIToolbar)?.items)
          #expect((lastItems[0].customView as? UIButton)?.isEnabled == true)
          #expect((lastItems[1].customView as? UIButton)?.isEnabled == false)
          // Return in "user" (Next key) moves on as the bar's Next does.
          try await host.stage.requireFocus(user)
          user.sendActions(for: .editingDidEndOnExit)
          #expect(host.field.isFirstResponder)
        }
      }
    }

    @Test("L9: app-wide, a field in a list the keyboard does not cover keeps the bar")
    func passedOverListBar() async throws {
      try await withAppWideMode(settings: { $0.showsToolbar = true }) {
        try await withHost({ UIKitLoginScreenHost(scene: $0, followsSafeArea: true) }) { host in
          // A list at 100 ... 400 with 600 pt of content, its field 20 down: focused before
          // any keyboard, the mode enables the list and gives the field the bar (UIKit may
          // post a keyboard of the bar alone for it, which covers none of the list either).
          let list = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
          list.contentSize = CGSize(width: 390, height: 600)
          let name = UIKitStage.textField(frame: CGRect(x: 16, y: 20, width: 358, height: 44))
          list.addSubview(name)
          host.stage.rootView.addSubview(list)
          try await host.stage.requireFocus(name)
          let bar = try #require(name.inputAccessoryView as? UIToolbar)
          // The keyboard from 508 covers none of the list: passed over, with no inset...
          host.stage.show(keyboard)
          await MainRunLoop.run(for: 0.1)
          #expect(!list.keyboard.isEnabled)
          #expect(list.contentInset == .zero)
          // ...and the field keeps the same bar, the screen's now, whose Next reaches the
          // screen's field.
          #expect(name.inputAccessoryView === bar)
          let items = try #require(bar.items)
          let next = try #require(items[1].customView as? UIButton)
          #expect(next.isEnabled)
          next.sendActions(for: .touchUpInside)
          #expect(host.field.isFirstResponder)
        }
      }
    }

    @Test("T2: app-wide, a tap on a served screen's empty space reaches its window's tap")
    func screenWindowTap() async throws {
      try await withServedScreen(
        settings: { $0.endsEditingOnTap = true }, { .init(scene: $0, followsSafeArea: true) }
      ) { host in
        #expect(host.controller.additionalSafeAreaInsets.bottom > 0)
        // The served screen's sentinel takes no touch: empty space at (200, 100) of the
        // window hits the controller's view, under the window's tap recognizer, which lets
        // touches through.
        let hit = host.stage.window.hitTest(CGPoint(x: 200, y: 100), with: nil)
        #expect(hit === host.controller.view)
        let taps = (host.stage.window.gestureRecognizers ?? []).compactMap {
          $0 as? UITapGestureRecognizer
        }
        #expect(taps.count == 1)
        let tap = try #require(taps.first)
        #expect(!tap.cancelsTouchesInView)
        // A hosted test cannot make a touch. What UIKit does when the tap is recognized:
        // it sends the recognizer's action, `tapped`, to its target, the watcher that is
        // also its delegate. The library's action, not the test, must end editing.
        let watcher = try #require(tap.delegate)
        let sent = await KeyboardQuiet.settle {
          UIApplication.shared.sendAction(
            #selector((any WindowTapAction).tapped), to: watcher, from: tap, for: nil)
        }
        #expect(sent, "the tap's target has no action `tapped`")
        #expect(!host.field.isFirstResponder)
        await host.stage.hideKeyboard()
        #expect(host.controller.additionalSafeAreaInsets == .zero)
      }
    }

    @Test("L2: the app-wide mode turned on with the keyboard up serves a screen at once")
    func lateModeServesScreen() async throws {
      let application = UIApplication.shared
      // Off, and the library's observer in place before the field begins editing: the mode
      // turned on later serves the inputs the observer saw begin.
      #expect(!application.keyboard.isEnabledEverywhere)
      defer { application.keyboard.disableEverywhere() }
      try await withHost({ UIKitLoginScreenHost(scene: $0, followsSafeArea: true) }) { host in
        let kept = host.stage.window.safeAreaInsets.bottom
        try await host.stage.requireFocus(host.field)
        host.stage.show(keyboard)
        #expect(host.controller.additionalSafeAreaInsets == .zero)
        application.keyboard.enableEverywhere()
        // No begin-editing comes: served at once, 336 - kept.
        #expect(host.controller.additionalSafeAreaInsets.bottom == 336 - kept)
        await host.stage.hideKeyboard()
        #expect(host.controller.additionalSafeAreaInsets == .zero)
      }
    }
  }
}

/// The action UIKit sends the window tap's target when the tap is recognized, named for
/// `#selector` (the library's method is private).
@objc private protocol WindowTapAction {
  func tapped()
}
