import KeyboardAvoidanceCore
import Testing

struct SentinelPlanTests {
  @Test(arguments: KeyboardDismissMode.allCases)
  func `D1: a host in a window gets a sentinel beside it, and the guide's when interactive`(
    mode: KeyboardDismissMode
  ) {
    let plan = SentinelPlan(
      isInWindow: true, hasSuperview: true, isViewControllersRootView: false, dismissMode: mode)
    #expect(plan.besideHost)
    #expect(plan.keyboardGuide == (mode == .interactive || mode == .interactiveWithAccessory))
  }

  @Test func `L4: a host out of a window or without a superview gets nothing beside it`() {
    let outOfWindow = SentinelPlan(
      isInWindow: false, hasSuperview: true, isViewControllersRootView: false,
      dismissMode: .interactive)
    #expect(!outOfWindow.besideHost && !outOfWindow.keyboardGuide)
    let noSuperview = SentinelPlan(
      isInWindow: true, hasSuperview: false, isViewControllersRootView: false,
      dismissMode: .interactive)
    #expect(!noSuperview.besideHost && !noSuperview.keyboardGuide)
  }

  @Test func `I5: a view controller's root view, such as its table, gets nothing beside it`() {
    let plan = SentinelPlan(
      isInWindow: true, hasSuperview: true, isViewControllersRootView: true,
      dismissMode: .interactive)
    #expect(!plan.besideHost && !plan.keyboardGuide)
  }
}
