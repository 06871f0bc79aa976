import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing
import UIKit

extension UIKitRuleTests {
  /// A sheet that UIKit moves while it handles the keyboard's will-show, before the did-show
  /// (rules K1, K7), on real UIKit views.
  ///
  /// A container (the sheet) at (0, 200), 390 x 600, holds a scroll view filling it, with
  /// the `never` adjustment and 1,400 pt of content, and a field at (16, 500), 358 x 44: its
  /// target with the 16 pt margin is [484, 560]. The keyboard's top is at 508. Sheet bottom
  /// 800: overlap 800 - 508 = 292, the band [offset, offset + 600 - 292 = 308] shows the
  /// target at 560 - 308 = 252. Moved up by 100: bottom 700, overlap 700 - 508 = 192, and
  /// the band [252, 252 + 408 = 660] still shows the target: the offset stays 252. The same
  /// move with the keyboard at rest and no notification (a detent's drag) is found at the
  /// end of the run loop's turn.
  @Suite
  @MainActor
  struct SheetMoveRuleUIKitTests {
    private let keyboard = RuleScenarios.docked

    /// Posts one of UIKit's keyboard notifications for the stage's screen, as UIKit does:
    /// the screen as object, the frames in its coordinates, 0.25 s with curve 7.
    private func post(_ name: Notification.Name, on stage: UIKitStage, showing: Bool) {
      let shown = keyboard.offsetBy(dx: 0, dy: stage.shift)
      let hidden = shown.offsetBy(dx: 0, dy: keyboard.height)
      NotificationCenter.default.post(
        name: name, object: stage.screen,
        userInfo: [
          UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: showing ? hidden : shown),
          UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: showing ? shown : hidden),
          UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0.25),
          UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7),
          UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ])
    }

    /// A stage in a window of the test scene, with the sheet, 390 x 600 at (0, 200), in its
    /// root view.
    private func stageWithSheet() async throws -> (UIKitStage, UIView) {
      let stage = UIKitStage(scene: try await TestWindowScene.connected())
      let sheet = UIView(frame: CGRect(x: 0, y: 200, width: 390, height: 600))
      stage.rootView.addSubview(sheet)
      return (stage, sheet)
    }

    /// An enabled scroll view filling `sheet`, with the `never` adjustment, 1,400 pt of
    /// content and the field at (16, 500) focused.
    private func focusedScrollView(
      in sheet: UIView, of stage: UIKitStage, sourceLocation: SourceLocation = #_sourceLocation
    ) async -> UIScrollView {
      let scrollView = UIScrollView(frame: sheet.bounds)
      scrollView.contentInsetAdjustmentBehavior = .never
      scrollView.contentSize = CGSize(width: 390, height: 1400)
      sheet.addSubview(scrollView)
      let field = UIKitStage.textField(frame: CGRect(x: 16, y: 500, width: 358, height: 44))
      scrollView.addSubview(field)
      scrollView.keyboard.enable()
      let focused = await stage.focus(field)
      #expect(focused, "the field did not become first responder", sourceLocation: sourceLocation)
      return scrollView
    }

    /// Posts the did-show, which must find the insets right (no repair, no jump), then the
    /// hide, and lets the hide's animation end.
    private func postDidShowAndHide(
      on stage: UIKitStage, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
      let repairs = engineWrites {
        post(UIResponder.keyboardDidShowNotification, on: stage, showing: true)
      }
      #expect(repairs.isEmpty, "the did-show wrote: \(repairs)", sourceLocation: sourceLocation)
      post(UIResponder.keyboardWillHideNotification, on: stage, showing: false)
      post(UIResponder.keyboardDidHideNotification, on: stage, showing: false)
      await MainRunLoop.runUntilAnimationsEnd()
    }

    @Test("K1: a sheet UIKit moves while handling the will-show is re-inset before the did, 192")
    func sheetMovedInTheWill() async throws {
      let (stage, sheet) = try await stageWithSheet()
      let scrollView = await focusedScrollView(in: sheet, of: stage)
      post(UIResponder.keyboardWillShowNotification, on: stage, showing: true)
      let atWill = UIKitStage.state(of: scrollView)
      #expect(atWill.matches(HostState(bottom: 292, offsetY: 252)), "at the will: \(atWill)")
      // UIKit moves the sheet in its own handling of the same will-show, after the app's
      // observers: a move of the host's superview, in the same turn of the run loop.
      sheet.frame.origin.y = 100
      await MainRunLoop.run(for: 0.05)
      let beforeDid = UIKitStage.state(of: scrollView)
      #expect(
        beforeDid.matches(HostState(bottom: 192, offsetY: 252)), "before the did: \(beforeDid)")
      await postDidShowAndHide(on: stage)
      #expect(scrollView.contentInset.bottom == 0, "after the hide: \(scrollView.contentInset)")
      scrollView.keyboard.disable()
      await stage.tearDown()
    }

    @Test("K7: a sheet that moves with the keyboard up and no notification is re-inset, 192")
    func sheetMovedWithNoNotification() async throws {
      let (stage, sheet) = try await stageWithSheet()
      let scrollView = await focusedScrollView(in: sheet, of: stage)
      post(UIResponder.keyboardWillShowNotification, on: stage, showing: true)
      post(UIResponder.keyboardDidShowNotification, on: stage, showing: true)
      await MainRunLoop.runUntilAnimationsEnd()
      let shown = UIKitStage.state(of: scrollView)
      #expect(shown.matches(HostState(bottom: 292, offsetY: 252)), "shown: \(shown)")
      // The user drags the sheet's detent: the sheet moves, and UIKit tells no view in it.
      sheet.frame.origin.y = 100
      await MainRunLoop.run(for: 0.05)
      let moved = UIKitStage.state(of: scrollView)
      #expect(moved.matches(HostState(bottom: 192, offsetY: 252)), "moved: \(moved)")
      post(UIResponder.keyboardWillHideNotification, on: stage, showing: false)
      post(UIResponder.keyboardDidHideNotification, on: stage, showing: false)
      await MainRunLoop.runUntilAnimationsEnd()
      #expect(scrollView.contentInset.bottom == 0, "after the hide: \(scrollView.contentInset)")
      scrollView.keyboard.disable()
      await stage.tearDown()
    }

    @Test("K1: a sheet UIKit moves while handling the will-show takes its pin along, 208")
    func sheetMovedInTheWillTakesItsPin() async throws {
      let (stage, sheet) = try await stageWithSheet()
      // A button pinned 16 pt above the sheet's bottom, the container first:
      // `sheet.bottom = button.bottom + 16`.
      let button = UIView()
      button.translatesAutoresizingMaskIntoConstraints = false
      sheet.addSubview(button)
      let pin = sheet.bottomAnchor.constraint(equalTo: button.bottomAnchor, constant: 16)
      NSLayoutConstraint.activate([
        pin, button.heightAnchor.constraint(equalToConstant: 44),
        button.leadingAnchor.constraint(equalTo: sheet.leadingAnchor),
        button.trailingAnchor.constraint(equalTo: sheet.trailingAnchor),
      ])
      // The layout, and any keyboard notification of UIKit's for the key window's change,
      // settle before the test posts.
      await KeyboardQuiet.settle {}
      pin.keyboard.follow()
      post(UIResponder.keyboardWillShowNotification, on: stage, showing: true)
      // Sheet bottom 800, keyboard top 508: 16 + 292 = 308.
      #expect(pin.constant == 308, "at the will: \(pin.constant)")
      // UIKit moves the sheet in its own handling of the same will-show; the binding hears
      // only the window scene: the engine looks again once UIKit has acted, 16 + 192 = 208.
      sheet.frame.origin.y = 100
      await MainRunLoop.run(for: 0.05)
      #expect(pin.constant == 208, "before the did: \(pin.constant)")
      await postDidShowAndHide(on: stage)
      #expect(pin.constant == 16, "after the hide: \(pin.constant)")
      pin.keyboard.stopFollowing()
      await stage.tearDown()
    }
  }
}
