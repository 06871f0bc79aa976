import Foundation
import KeyboardAvoidanceCore
import Testing

struct AnimationTimingTests {
  @Test func `A1: the options raw value is the curve shifted left by 16`() {
    #expect(AnimationTiming(duration: 0.25, curve: 7).curveOptionsRawValue == 458_752)
    #expect(AnimationTiming(duration: 0.25, curve: 0).curveOptionsRawValue == 0)
    #expect(AnimationTiming(duration: 0.25, curve: 3).curveOptionsRawValue == 196_608)
  }

  @Test func `A1: duration 0 means no animation`() {
    #expect(!AnimationTiming(duration: 0, curve: 7).isAnimated)
    #expect(AnimationTiming(duration: 0.25, curve: 7).isAnimated)
  }
}
