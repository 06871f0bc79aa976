import Foundation
import KeyboardAvoidanceCore
import Testing

struct InsetPlanTests {
  @Test func `I1: the home indicator's 34 pt is not stacked under a 336 pt overlap`() {
    let plan = InsetPlan(overlap: 336, extraSpacing: 0, existingBottom: 34)
    #expect(plan.need == 336)
    #expect(plan.delta == 302)
  }

  @Test func `I1: a tab bar of 83 pt leaves a delta of 253`() {
    // overlap 336 over a tab bar (49) plus home indicator (34): 336 - 83 = 253
    #expect(InsetPlan(overlap: 336, extraSpacing: 0, existingBottom: 83).delta == 253)
  }

  @Test func `I1: extra spacing is added to the need only while overlapping`() {
    #expect(InsetPlan(overlap: 336, extraSpacing: 10, existingBottom: 34).delta == 312)
    #expect(InsetPlan(overlap: 0, extraSpacing: 10, existingBottom: 0).delta == 0)
  }

  @Test func `I1: an existing inset larger than the need gives no delta`() {
    #expect(InsetPlan(overlap: 55, extraSpacing: 0, existingBottom: 80).delta == 0)
  }

  @Test func `A2: a missing bottom below 0.001 pt adds exactly nothing`() {
    // 336 - 335.9995 = 0.0005: noise, so the inset stays the user's exactly (I3).
    #expect(InsetPlan(overlap: 336, extraSpacing: 0, existingBottom: 335.9995).delta == 0)
    // 0.002 pt is a real need.
    #expect(
      abs(InsetPlan(overlap: 336, extraSpacing: 0, existingBottom: 335.998).delta - 0.002) < 1e-9)
  }
}
