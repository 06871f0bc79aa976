import Foundation
import KeyboardAvoidanceCore
import Testing

struct ConstraintPlanTests {
  @Test func `C1: a safe-area constraint clears the overlap beyond the home indicator`() {
    // keyboard overlap 336, home indicator 34 kept by the layout: 16 + 302 = 318
    #expect(ConstraintPlan.always(base: 16, overlap: 336, keptSafeArea: 34) == 318)
  }

  @Test func `C1: under a tab bar (83 kept) the constant moves by 253, with no gap`() {
    #expect(ConstraintPlan.always(base: 16, overlap: 336, keptSafeArea: 83) == 269)
  }

  @Test func `C1: a constraint to the view's bottom clears the whole overlap`() {
    #expect(ConstraintPlan.always(base: 16, overlap: 336, keptSafeArea: 0) == 352)
  }

  @Test func `C1: no overlap, or less than the kept safe area, leaves the base`() {
    #expect(ConstraintPlan.always(base: 16, overlap: 0, keptSafeArea: 34) == 16)
    #expect(ConstraintPlan.always(base: 16, overlap: 20, keptSafeArea: 34) == 16)
  }

  @Test func `C2: an input high above the keyboard does not move the constant`() {
    // input bottom 300 + margin 16 = 316 is above the keyboard's top 508
    #expect(
      ConstraintPlan.whenCovered(
        base: 16, always: 318, inputMaxY: 300, margin: 16, keyboardTop: 508) == 16)
  }

  @Test func `C2: an input low behind the keyboard moves just enough`() {
    // 700 + 16 - 508 = 208
    #expect(
      ConstraintPlan.whenCovered(
        base: 16, always: 318, inputMaxY: 700, margin: 16, keyboardTop: 508) == 224)
  }

  @Test func `C2: never more than always would move`() {
    // 840 + 16 - 508 = 348 > 302
    #expect(
      ConstraintPlan.whenCovered(
        base: 16, always: 318, inputMaxY: 840, margin: 16, keyboardTop: 508) == 318)
  }

  @Test func `A2: a move below 0.001 pt leaves the constant exactly at its base`() {
    // overlap 34.0004 over a kept safe area of 34: 0.0004 is noise
    #expect(ConstraintPlan.always(base: 16, overlap: 34.0004, keptSafeArea: 34) == 16)
    #expect(
      ConstraintPlan.whenCovered(
        base: 16, always: 316, inputMaxY: 491.9995, margin: 16, keyboardTop: 508) == 16)
  }
}
