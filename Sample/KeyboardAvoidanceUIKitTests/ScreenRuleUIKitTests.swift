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

    @Test("L10: app-wide, a login screen's bottom safe area covers the keyboard, not stacking")
    func loginScreen() async throws {
      let application = UIApplication.shared
      application.keyboard.enableEverywhere()
      defer { application.keyboard.disableEverywhere() }
      try await withHost({ UIKitLoginScreenHost(scene: $0, followsSafeArea: true) }) { host in
        let kept = host.stage.window.safeAreaInsets.bottom
        let focused = await host.stage.focus(host.field)
        try #require(focused, "the field did not become first responder")
        host.stage.show(keyboard)
        // Own addition 336 - kept: the safe area's bottom is then 336, at 844 - 336 = 508.
        #expect(host.controller.additionalSafeAreaInsets.bottom == 336 - kept)
        #expect(host.controller.view.safeAreaInsets.bottom == 336)
        // Laid out in the keyboard's animation: the field 100 above 508, at 364 ... 408.
        let onScreen = host.stage.onScreen(host.field.bounds, in: host.field)
        #expect(onScreen.maxY == host.stage.shift + 408)
        #expect(host.controller.view.transform == .identity)
        await host.stage.hideKeyboard()
        #expect(host.controller.additionalSafeAreaInsets == .zero)
      }
    }

    @Test("L10: app-wide, the app's own additionalSafeAreaInsets come back exactly on hide")
    func appInsetsKept() async throws {
      let application = UIApplication.shared
      application.keyboard.enableEverywhere()
      defer { application.keyboard.disableEverywhere() }
      let appInsets = UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0)
      try await withHost({
        UIKitLoginScreenHost(scene: $0, followsSafeArea: true, appInsets: appInsets)
      }) { host in
        let kept = host.stage.window.safeAreaInsets.bottom
        let focused = await host.stage.focus(host.field)
        try #require(focused, "the field did not become first responder")
        host.stage.show(keyboard)
        // The safe area keeps kept + 20: own addition 336 - (kept + 20), on top of 20.
        #expect(host.controller.additionalSafeAreaInsets.bottom == 336 - kept)
        await host.stage.hideKeyboard()
        #expect(host.controller.additionalSafeAreaInsets == appInsets)
      }
    }

    @Test("L10: app-wide, a layout that ignores the safe area is lifted, and put back on hide")
    func fixedLayoutLifted() async throws {
      let application = UIApplication.shared
      application.keyboard.enableEverywhere()
      defer { application.keyboard.disableEverywhere() }
      try await withHost({ UIKitLoginScreenHost(scene: $0, followsSafeArea: false) }) { host in
        let focused = await host.stage.focus(host.field)
        try #require(focused, "the field did not become first responder")
        host.stage.show(keyboard)
        // The field stays at 700 ... 744; with the 16 pt margin its bottom 760 is
        // 760 - 508 = 252 below the keyboard's top: a translation of -252.
        #expect(host.controller.view.transform.ty == -252)
        await host.stage.hideKeyboard()
        #expect(host.controller.view.transform == .identity)
        #expect(host.controller.additionalSafeAreaInsets == .zero)
      }
    }

    @Test("L10: a screen the app opts out is not served")
    func optOut() async throws {
      let application = UIApplication.shared
      application.keyboard.enableEverywhere()
      defer { application.keyboard.disableEverywhere() }
      try await withHost({ UIKitLoginScreenHost(scene: $0, followsSafeArea: true) }) { host in
        host.controller.keyboard.isScreenAvoidanceEnabled = false
        let focused = await host.stage.focus(host.field)
        try #require(focused, "the field did not become first responder")
        host.stage.show(keyboard)
        #expect(host.controller.additionalSafeAreaInsets == .zero)
      }
    }
  }
}
