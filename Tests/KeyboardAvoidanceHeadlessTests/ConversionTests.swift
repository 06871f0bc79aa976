import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import Testing

@MainActor
struct ConversionTests {
  /// A container at `container` in `window`, a scroll view at `scroll` in it with 2,000 pt
  /// of content, and a field at `field` in the scroll view's content: the chain a rect
  /// converts through.
  private func nest(
    in window: HeadlessWindow, container: CGRect, scroll: CGRect, field: CGRect
  ) -> (HeadlessView, HeadlessScrollView, HeadlessView) {
    let outer = HeadlessView(frame: container)
    let host = HeadlessScrollView(
      frame: scroll, contentSize: CGSize(width: scroll.width, height: 2000))
    let inner = HeadlessView(frame: field)
    window.addSubview(outer)
    outer.addSubview(host)
    host.addSubview(inner)
    return (outer, host, inner)
  }

  @Test
  func `K5: a rect converts through nested views, scroll offsets and the window's place on screen`()
  {
    let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024))
    let window = HeadlessWindow(
      screen: screen, frame: CGRect(x: 300, y: 100, width: 800, height: 700))
    let (container, scroll, field) = nest(
      in: window, container: CGRect(x: 20, y: 30, width: 700, height: 600),
      scroll: CGRect(x: 10, y: 10, width: 600, height: 500),
      field: CGRect(x: 40, y: 900, width: 200, height: 40))
    scroll.contentOffset = CGPoint(x: 0, y: 700)
    // into the scroll view's content space: unchanged by the offset
    #expect(
      field.convert(field.bounds, to: scroll) == CGRect(x: 40, y: 900, width: 200, height: 40))
    // into window space: 20 + 10 + 40 = 70; 30 + 10 + 900 - 700 = 240
    #expect(field.convert(field.bounds, to: nil) == CGRect(x: 70, y: 240, width: 200, height: 40))
    // the host's frame in screen space: window origin (300, 100) + (30, 40)
    #expect(scroll.frameInScreen == CGRect(x: 330, y: 140, width: 600, height: 500))
    #expect(field.isDescendant(of: container))
    #expect(!container.isDescendant(of: field))
  }

  @Test func `I4: a flipped view's content converts upside down, through its ancestors' flips`() {
    let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
    let window = HeadlessWindow(
      screen: screen, frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      safeAreaInsets: EdgeInsets(top: 47, bottom: 34))
    let (container, scroll, field) = nest(
      in: window, container: CGRect(x: 0, y: 100, width: 390, height: 600),
      scroll: CGRect(x: 0, y: 0, width: 390, height: 600),
      field: CGRect(x: 16, y: 100, width: 358, height: 44))
    scroll.contentOffset = CGPoint(x: 0, y: 50)
    container.isFlippedVertically = true
    // In the container 100 - 50 ... 144 - 50 = 50 ... 94; flipped about its center, its
    // content y shows at 700 - y in the window: 700 - 94 = 606 ... 650.
    #expect(field.convert(field.bounds, to: nil) == CGRect(x: 16, y: 606, width: 358, height: 44))
    #expect(
      window.convert(CGRect(x: 16, y: 606, width: 358, height: 44), to: field) == field.bounds)
    #expect(scroll.isFlippedOnScreen)
    // A point one unit down in the scroll view (y 51) lies above its origin (y 50) on
    // screen: 700 - 1 = 699 against 700.
    #expect(scroll.convert(CGPoint(x: 0, y: 51), to: nil) == CGPoint(x: 0, y: 699))
    // UIKit carries no safe area into a flipped view.
    #expect(scroll.safeAreaInsets == .zero)
    // Flipped twice, the content reads the right way up again: in the container
    // 600 - (y - 50) = 506 ... 550, then 700 - 550 = 150 ... 194, as 100 - 50 + 100 = 150.
    scroll.isFlippedVertically = true
    #expect(field.convert(field.bounds, to: nil) == CGRect(x: 16, y: 150, width: 358, height: 44))
    #expect(
      field.convert(field.bounds, toAncestor: container)
        == CGRect(x: 16, y: 506, width: 358, height: 44))
    #expect(!scroll.isFlippedOnScreen)
  }

  @Test func `I1: a view's safe area is the part of it under the window's margins`() {
    let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
    let window = HeadlessWindow(
      screen: screen, frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      safeAreaInsets: EdgeInsets(top: 47, bottom: 34))
    let full = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let middle = HeadlessView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
    let low = HeadlessView(frame: CGRect(x: 0, y: 800, width: 390, height: 44))
    for view in [full, middle, low] { window.addSubview(view) }
    #expect(full.safeAreaInsets == EdgeInsets(top: 47, bottom: 34))
    #expect(middle.safeAreaInsets == .zero)
    // 844 - (844 - 34) = 34 of the low view's 44 points; 47 - 800 < 0 at the top
    #expect(low.safeAreaInsets == EdgeInsets(bottom: 34))
    #expect(HeadlessView(frame: .zero).safeAreaInsets == .zero)
  }

  @Test
  func `L3: a text field cannot become first responder outside a window, and resigns when removed`()
  {
    let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
    let window = HeadlessWindow(screen: screen, frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let field = HeadlessTextField(
      identifier: "a", frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    #expect(!field.becomeFirstResponder())
    window.addSubview(field)
    #expect(field.becomeFirstResponder())
    #expect(screen.firstResponder === field)
    field.removeFromSuperview()
    #expect(screen.firstResponder == nil)
    #expect(screen.keyboardObserver.focusedInput == nil)
  }
}

@MainActor
struct HierarchyTests {
  @Test func `L3: adding a subview to its own superview again only reorders it`() {
    let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
    let window = HeadlessWindow(
      screen: screen, frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      safeAreaInsets: EdgeInsets(top: 47, bottom: 34))
    let host = HeadlessScrollView(
      frame: window.bounds, contentSize: CGSize(width: 390, height: 1600))
    let other = HeadlessView(frame: .zero)
    window.addSubview(host)
    window.addSubview(other)
    host.keyboard.enable()
    HeadlessKeyboard(screen: screen).show(height: 336)
    host.recorder = HostRecorder()
    window.addSubview(host)
    #expect(window.subviews.last === host)
    #expect(host.recorder.writes == 0)
    #expect(host.contentInset.bottom == 302)
  }
}
