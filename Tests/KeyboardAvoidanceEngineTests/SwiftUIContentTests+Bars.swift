import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// Rule S4 on the model of SwiftUI's scroll view: a bar that rides the keyboard.
extension SwiftUIContentTests {
  // MARK: - S4

  @Test func `S4: a composer rides the keyboard, during a drag too, and the chat stays clear`() {
    // The composer: 390 x 52, its bottom on the safe area's (844 - 34 = 810), placed by a
    // value that follows the keyboard; the chat has the composer's room in SwiftUI's
    // layout (34 + 52 = 86) and the composer's height as extra spacing.
    let composer = HeadlessView(frame: CGRect(x: 0, y: 758, width: 390, height: 52))
    hosting.addSubview(composer)
    let lift = HeadlessLayoutConstraint(
      view: hosting, constant: 0, isSafeAreaAware: true, item: composer)
    lift.keyboard.follow()
    scrollView.appBottomInset = 52
    scrollView.keyboardDismissMode = .interactive
    scrollView.applyKeyboardModifier()
    scrollView.keyboard.extraSpacing = 52
    swiftUILayout()
    #expect(scrollView.contentInset.bottom == 86)
    // The newest message at the end: 1600 + 86 - 844 = 842.
    scrollView.contentOffset.y = 842
    show()
    screen.runMainQueue()
    // The composer: 336 - 34 = 302 above the safe area, its bottom at 508, top at 456.
    #expect(lift.constant == 302)
    #expect(composer.frame.minY == 456)
    // The chat: need 336 + 52 = 388, existing 86, addition 302; it rests at its new end
    // 1600 + 388 - 844 = 1144 (F7), whose band ends at 844 - 388 = 456, the composer's top.
    #expect(scrollView.askedBottomAddition == 302)
    #expect(scrollView.contentInset.bottom == 388)
    #expect(scrollView.contentOffset.y == 1144)
    // The user drags the keyboard down to 600 (D1): overlap 244.
    scrollView.beginUserDrag()
    scrollView.recorder = HostRecorder()
    keyboard.dragKeyboardTop(to: 600)
    screen.runMainQueue()
    // Composer 244 - 34 = 210: bottom at 600, top at 548; the chat's addition
    // 244 + 52 - 86 = 210, its band ending at 844 - 296 = 548. The engine scrolls nothing
    // (one write, the sink's, unanimated); SwiftUI keeps the offset at its new end,
    // 1600 + 296 - 844 = 1052, so the last message sits on the composer's top.
    #expect(lift.constant == 210)
    #expect(composer.frame.minY == 548)
    #expect(scrollView.askedBottomAddition == 210)
    #expect(scrollView.contentInset.bottom == 296)
    #expect(scrollView.recorder.writes == 1)
    #expect(scrollView.recorder.animations.isEmpty)
    #expect(scrollView.contentOffset.y == 1052)
    scrollView.endUserDrag()
    keyboard.resolveDrag(dismissed: true)
    screen.runMainQueue()
    // Gone: the composer back on the safe area, the chat's room back to 86 (I3), and the
    // chat at its end again: 842.
    #expect(lift.constant == 0)
    #expect(composer.frame.minY == 758)
    #expect(scrollView.contentInset.bottom == 86)
    #expect(scrollView.contentOffset.y == 842)
  }

  @Test func `S4: a bar in a tab's content is lifted from its container's bottom`() {
    // A tab's hosting view above an opaque 49 pt tab bar: 0 ... 844 - 34 - 49 = 761 would
    // be the safe area's end; the content ends at 795 (the tab bar's top), no safe area
    // left below it. The composer, 52 tall, rests on 795: top 743.
    let tab = HeadlessHostingView(frame: CGRect(x: 0, y: 0, width: 390, height: 795))
    window.addSubview(tab)
    let composer = HeadlessView(frame: CGRect(x: 0, y: 743, width: 390, height: 52))
    tab.addSubview(composer)
    let riding = HeadlessKeyboardBar(bar: composer, layoutContainer: tab)
    riding.follow()
    #expect(riding.measuredView === tab)
    show()
    screen.runMainQueue()
    // The keyboard covers the tab's content from 508 to 795: 287, less its bottom safe
    // area 0. Measured against the window it would be 336 - 34 = 302, the composer's bottom
    // at 795 - 302 = 493, 15 pt above the keyboard.
    #expect(riding.lift == 287)
    #expect(composer.frame.maxY == 508)
    keyboard.post(KeyboardEvent(name: .willHide, endFrame: nil))
    screen.runMainQueue()
    #expect(riding.lift == 0)
    #expect(composer.frame.maxY == 795)
  }

  @Test func `S4: the bar follows a drag through its own keyboard layout guide probe`() {
    // A composer in a screen with no scroll view the engine watches (a SwiftUI scroll view
    // that dismisses interactively, without the keyboard modifier): no scroll view's drag
    // tells the observer, only the bar's probe of its keyboard layout guide hears the drag.
    let composer = HeadlessView(frame: CGRect(x: 0, y: 758, width: 390, height: 52))
    hosting.addSubview(composer)
    let riding = HeadlessKeyboardBar(bar: composer, layoutContainer: hosting)
    riding.follow()
    show()
    screen.runMainQueue()
    // 336 - 34 = 302 above the safe area's 810: bottom at 508.
    #expect(riding.lift == 302)
    #expect(composer.frame.maxY == 508)
    // The user drags the keyboard down to 600, then 700: overlaps 244 and 144, lifts
    // 244 - 34 = 210 and 144 - 34 = 110, the composer's bottom on the keyboard's top.
    keyboard.dragKeyboardTop(to: 600)
    #expect(riding.lift == 210)
    #expect(composer.frame.maxY == 600)
    keyboard.dragKeyboardTop(to: 700)
    #expect(riding.lift == 110)
    #expect(composer.frame.maxY == 700)
    // Back up past the notified top 508 (a drag never lifts above it): 302 again.
    keyboard.dragKeyboardTop(to: 480)
    #expect(riding.lift == 302)
    keyboard.resolveDrag(dismissed: true)
    screen.runMainQueue()
    #expect(riding.lift == 0)
    #expect(composer.frame.maxY == 810)
  }
}
