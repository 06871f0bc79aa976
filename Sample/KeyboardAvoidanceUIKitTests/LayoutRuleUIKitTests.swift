import KeyboardAvoidance
import Testing
import UIKit

extension UIKitRuleTests {
  /// Rule L8 on real UIKit views: `layoutIfNeeded` lays out from the topmost ancestor that
  /// needs it, so a read that forced layout would run the view controller's
  /// `viewDidLayoutSubviews`; the engine forces none to enable, follow or read.
  @Suite
  @MainActor
  struct LayoutRuleUIKitTests {
    @Test("L8: enable() with the view controller's layout pending runs none of it")
    func enable() async throws {
      try await withHost({ UIKitLayoutCountingHost(scene: $0) }) { host in
        let view = try #require(host.controller.view)
        // viewDidLoad or a notification's handler: the app's own layout waits for the run
        // loop's pass.
        view.setNeedsLayout()
        let before = host.controller.layoutPasses
        host.scrollView.keyboard.enable()
        #expect(host.controller.layoutPasses == before)
        // The app's pass, once.
        view.layoutIfNeeded()
        #expect(host.controller.layoutPasses == before + 1)
      }
    }

    @Test("L8: enable() with the keyboard up and layout pending writes without laying out")
    func enableWithKeyboardUp() async throws {
      try await withHost({ UIKitLayoutCountingHost(scene: $0) }) { host in
        try await host.stage.requireFocus(host.field)
        host.stage.show(RuleScenarios.docked)
        let view = try #require(host.controller.view)
        view.setNeedsLayout()
        let before = host.controller.layoutPasses
        // Late enable (L2) writes the insets at once, without animation: no layout with it.
        host.scrollView.keyboard.enable()
        #expect(host.controller.layoutPasses == before)
      }
    }

    @Test("L8: follow() with the keyboard up writes 352 and lays nothing out")
    func follow() async throws {
      try await withHost({ UIKitLayoutCountingHost(scene: $0) }) { host in
        host.stage.show(RuleScenarios.docked)
        let view = try #require(host.controller.view)
        view.setNeedsLayout()
        let before = host.controller.layoutPasses
        host.constraint.keyboard.follow()
        // C1: 16 + 336 = 352 at once, without animation; the panel moves in the next pass.
        #expect(host.constraint.constant == FormScenarios.followedConstant)
        #expect(host.controller.layoutPasses == before)
        view.layoutIfNeeded()
        #expect(host.controller.layoutPasses == before + 1)
      }
    }

    @Test("L2: a view's keyboard layout guide is made at its first use, among its guides")
    func keyboardGuideMadeLazily() {
      // The first-use read trusts a guide's "no keyboard" only when the guide was there
      // before it, which it tells from `layoutGuides` (device question 19).
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      #expect(!view.layoutGuides.contains { $0 is UIKeyboardLayoutGuide })
      let guide = view.keyboardLayoutGuide
      #expect(view.layoutGuides.contains { $0 === guide })
    }
  }
}
