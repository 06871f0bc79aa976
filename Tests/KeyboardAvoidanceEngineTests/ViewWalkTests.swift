import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless
import Testing

/// Rule L7's walk up a view tree, written once for UIKit and the model, run on the model: a
/// field two levels inside a UIKit scroll view (scroll view ⊃ middle view ⊃ field), with a
/// SwiftUI hosting view as the middle view or a plain view.
@MainActor
struct ViewWalkTests {
  private let outer = HeadlessScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  private let field = HeadlessTextField(
    identifier: "field", frame: CGRect(x: 16, y: 0, width: 358, height: 44))

  /// Puts `middle` between the scroll view and the field.
  private func nest(in middle: HeadlessView) {
    middle.addSubview(field)
    outer.addSubview(middle)
  }

  @Test func `L7: without SwiftUI, the walk is the input and every superview, nearest first`() {
    let middle = HeadlessView(frame: CGRect(x: 0, y: 700, width: 390, height: 44))
    nest(in: middle)
    // field, then middle, then outer: three views, nothing of SwiftUI's.
    let walk = KeyboardViewWalk.lineageOutsideSwiftUI(of: field as HeadlessView)
    #expect(walk.map(ObjectIdentifier.init) == [field, middle, outer].map(ObjectIdentifier.init))
    #expect(!KeyboardViewWalk.isInsideSwiftUI(field as HeadlessView))
  }

  @Test func `L7: inside SwiftUI content, the walk starts above the outermost SwiftUI view`() {
    let hosting = HeadlessHostingView(frame: CGRect(x: 0, y: 700, width: 390, height: 44))
    nest(in: hosting)
    // field, hosting, outer: the hosting view (index 1) is SwiftUI's, so only outer is left.
    let walk = KeyboardViewWalk.lineageOutsideSwiftUI(of: field as HeadlessView)
    #expect(walk.map(ObjectIdentifier.init) == [ObjectIdentifier(outer)])
    #expect(KeyboardViewWalk.isInsideSwiftUI(field as HeadlessView))
    #expect(!KeyboardViewWalk.isInsideSwiftUI(outer as HeadlessView))
  }
}
