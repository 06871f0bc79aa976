import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// Rule T1's bar beside SwiftUI's keyboard toolbar (`ToolbarItemGroup(placement: .keyboard)`):
/// SwiftUI gives its text fields an accessory view of its own, empty without a toolbar,
/// holding it with one, installed and filled when SwiftUI chooses (every order the model
/// offers, at each rule O1 point a show passes: ``orders``).
///
/// The stage: ``SwiftUIStage``'s 390 x 844 screen, a field in SwiftUI's scroll view, the
/// keyboard modifier with the bar on. The keyboard is 291 pt tall without an accessory
/// view; the bar and SwiftUI's toolbar are both 44 pt.
@MainActor
struct SwiftUIKeyboardToolbarTests: SwiftUIStaged {
  /// The stage; its parts are ``SwiftUIStaged``'s.
  let stage = SwiftUIStage()

  /// The keyboard's frame with a 44 pt accessory view: 291 + 44 = 335 pt tall, its top at
  /// 844 - 335 = 509.
  private let shownWithAccessory = CGRect(x: 0, y: 509, width: 390, height: 335)

  /// The orders a show passes through (rule O1), the model's usual order (`b0`) first.
  ///
  /// Begin-editing and will-show (a), the dids and the work queued at the wills, SwiftUI's
  /// update among it (b), that work and the layout pass (c), the notifications of one show
  /// (e), and the bar's reload inside the will-show's handler or after it (i).
  nonisolated static let orders: [OrderPick] = [
    OrderPick(.b, 0), OrderPick(.a, 1), OrderPick(.a, 2), OrderPick(.b, 1), OrderPick(.c, 1),
    OrderPick(.e, 1), OrderPick(.e, 2), OrderPick(.i, 1),
  ]

  /// A field in SwiftUI's scroll view under the modifier with the bar on, SwiftUI's
  /// accessory view given to it at `timing`, then focused, the keyboard shown, the model
  /// taking `order` at its point.
  private func focusedField(
    hasToolbar: Bool, timing: HeadlessSwiftUIAccessory.Timing,
    order: OrderPick = OrderPick(.b, 0)
  ) -> (
    field: HeadlessTextField, accessory: HeadlessSwiftUIAccessory,
    probe: HeadlessKeyboardScrollViewProbe
  ) {
    screen.orders = OrderChoices(table: [order.point: [order.choice]])
    let field = HeadlessTextField(
      identifier: "name", frame: CGRect(x: 16, y: 100, width: 358, height: 44))
    scrollView.addSubview(field)
    // The container's background: the safe area's frame, 47 ... 810.
    let probe = HeadlessKeyboardScrollViewProbe(
      frame: CGRect(x: 0, y: 47, width: 390, height: 763))
    probe.configuration = KeyboardAvoidanceConfiguration(showsToolbar: true)
    hosting.addSubview(probe)
    screen.runMainQueue()
    let accessory = HeadlessSwiftUIAccessory.attach(
      to: field, hasToolbar: hasToolbar, timing: timing)
    field.becomeFirstResponder()
    keyboard.show(height: 291)
    // UIKit idle: the main queue's work queued meanwhile (SwiftUI's update) has run.
    screen.runMainQueue()
    return (field, accessory, probe)
  }

  @Test(arguments: HeadlessSwiftUIAccessory.Timing.allCases, orders)
  func `T1: the app's SwiftUI keyboard toolbar keeps its place, whenever SwiftUI fills it`(
    timing: HeadlessSwiftUIAccessory.Timing, order: OrderPick
  ) {
    let (field, accessory, _) = focusedField(hasToolbar: true, timing: timing, order: order)
    #expect(field.inputAccessoryView === accessory)
    #expect(screen.systemKeyboardFrame == shownWithAccessory)
  }

  @Test(arguments: HeadlessSwiftUIAccessory.Timing.allCases, orders)
  func `T1: SwiftUI's empty accessory view makes way for the bar, whenever SwiftUI installs it`(
    timing: HeadlessSwiftUIAccessory.Timing, order: OrderPick
  ) {
    let (field, _, _) = focusedField(hasToolbar: false, timing: timing, order: order)
    #expect(field.inputAccessoryView is HeadlessToolbar)
    #expect(screen.systemKeyboardFrame == shownWithAccessory)
  }

  @Test func `T1: the bar turned off puts SwiftUI's accessory view back`() {
    let (field, accessory, probe) = focusedField(hasToolbar: false, timing: .beforeFocus)
    #expect(field.inputAccessoryView is HeadlessToolbar)
    probe.configuration.showsToolbar = false
    #expect(field.inputAccessoryView === accessory)
    // SwiftUI's empty accessory view has no height: the keyboard is 291 pt again, from 553.
    #expect(screen.systemKeyboardFrame == CGRect(x: 0, y: 553, width: 390, height: 291))
  }
}
