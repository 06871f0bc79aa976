import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import Testing

struct ContentInsetAdjustmentTests {
  private let inset = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
  private let safe = EdgeInsets(top: 47, left: 10, bottom: 34, right: 20)
  private let bounds = CGSize(width: 390, height: 844)

  private func adjusted(
    _ behaviour: ContentInsetAdjustment, content: CGSize, bounce: Bool = false,
    navigation: Bool = false
  ) -> EdgeInsets {
    behaviour.adjustedInset(
      contentInset: inset, safeArea: safe, contentSize: content, boundsSize: bounds,
      alwaysBounceVertical: bounce, isInNavigationController: navigation)
  }

  @Test func `I1: never adds no safe area`() {
    #expect(adjusted(.never, content: CGSize(width: 900, height: 2000)) == inset)
  }

  @Test func `I1: always adds the whole safe area`() {
    #expect(
      adjusted(.always, content: .zero) == EdgeInsets(top: 48, left: 12, bottom: 37, right: 24))
  }

  @Test func `I1: scrollableAxes adds each axis only when it scrolls`() {
    // taller only: vertical safe area in, horizontal out
    #expect(
      adjusted(.scrollableAxes, content: CGSize(width: 390, height: 1600))
        == EdgeInsets(top: 48, left: 2, bottom: 37, right: 4))
    // short content: nothing, unless alwaysBounceVertical
    #expect(adjusted(.scrollableAxes, content: CGSize(width: 390, height: 500)) == inset)
    #expect(
      adjusted(.scrollableAxes, content: CGSize(width: 390, height: 500), bounce: true)
        == EdgeInsets(top: 48, left: 2, bottom: 37, right: 4))
    // wider only
    #expect(
      adjusted(.scrollableAxes, content: CGSize(width: 900, height: 500))
        == EdgeInsets(top: 1, left: 12, bottom: 3, right: 24))
  }

  @Test
  func
    `I1: automatic adds the vertical safe area in a navigation controller, else acts as scrollableAxes`()
  {
    #expect(
      adjusted(.automatic, content: CGSize(width: 390, height: 500), navigation: true)
        == EdgeInsets(top: 48, left: 2, bottom: 37, right: 4))
    #expect(adjusted(.automatic, content: CGSize(width: 390, height: 500)) == inset)
    #expect(
      adjusted(.automatic, content: CGSize(width: 390, height: 1600))
        == EdgeInsets(top: 48, left: 2, bottom: 37, right: 4))
  }
}
