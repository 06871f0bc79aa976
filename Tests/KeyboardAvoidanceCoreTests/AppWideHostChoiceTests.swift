import Foundation
import KeyboardAvoidanceCore
import Testing

/// rule L7: which scroll view the app-wide mode enables.
struct AppWideHostChoiceTests {
  private typealias Candidate = AppWideHostChoice.Candidate
  private let bounds = CGSize(width: 390, height: 844)

  /// Whether a scroll view of ``bounds`` with `content` scrolls vertically.
  private func scrollsVertically(
    enabled: Bool = true, content: CGSize, bounce: Bool = false, horizontalLayout: Bool = false
  ) -> Bool {
    AppWideHostChoice.scrollsVertically(
      isScrollEnabled: enabled, contentSize: content, boundsSize: bounds,
      alwaysBounceVertical: bounce, layoutScrollsHorizontally: horizontalLayout)
  }

  @Test func `L7: a pager, a horizontal layout or a scroll view that cannot scroll is passed over`()
  {
    // A form whose content fits: no wider than its bounds, so it scrolls vertically once
    // insets are added.
    #expect(
      scrollsVertically(content: CGSize(width: 390, height: 600)))
    // A pager: three pages wide, no taller than its bounds.
    #expect(
      !scrollsVertically(content: CGSize(width: 1170, height: 844)))
    // The same pager told to bounce vertically does scroll vertically.
    #expect(
      scrollsVertically(content: CGSize(width: 1170, height: 844), bounce: true))
    #expect(
      !scrollsVertically(content: CGSize(width: 390, height: 600), horizontalLayout: true))
    #expect(
      !scrollsVertically(enabled: false, content: CGSize(width: 390, height: 2000), bounce: true))
  }

  @Test func `L7: the nearest vertical candidate, unless a host is enabled or the app disabled it`()
  {
    let pager = Candidate(isEnabled: false, isDisabledByApp: false, scrollsVertically: false)
    let form = Candidate(isEnabled: false, isDisabledByApp: false, scrollsVertically: true)
    let outer = Candidate(isEnabled: false, isDisabledByApp: false, scrollsVertically: true)
    #expect(AppWideHostChoice.index(among: [pager, form, outer]) == 1)
    #expect(AppWideHostChoice.index(among: []) == nil)
    #expect(AppWideHostChoice.index(among: [pager]) == nil)
    var enabledOuter = outer
    enabledOuter.isEnabled = true
    #expect(AppWideHostChoice.index(among: [pager, form, enabledOuter]) == nil)
    var optedOut = form
    optedOut.isDisabledByApp = true
    #expect(AppWideHostChoice.index(among: [pager, optedOut, outer]) == nil)
  }

  @Test func `L7: a text view is its own host only when no ancestor qualifies`() {
    let textView = Candidate(
      isEnabled: false, isDisabledByApp: false, scrollsVertically: true, isInput: true)
    let pager = Candidate(isEnabled: false, isDisabledByApp: false, scrollsVertically: false)
    let form = Candidate(isEnabled: false, isDisabledByApp: false, scrollsVertically: true)
    // A default text view (scrolling on) inside a form: the form.
    #expect(AppWideHostChoice.index(among: [textView, pager, form]) == 2)
    // No ancestor scrolls vertically: the text view itself.
    #expect(AppWideHostChoice.index(among: [textView, pager]) == 0)
    #expect(AppWideHostChoice.index(among: [textView]) == 0)
  }

  @Test func `L7: a scroll view the system owns is never chosen`() {
    let system = Candidate(
      isEnabled: false, isDisabledByApp: false, scrollsVertically: true, isOwnedBySystem: true)
    let form = Candidate(isEnabled: false, isDisabledByApp: false, scrollsVertically: true)
    let textView = Candidate(
      isEnabled: false, isDisabledByApp: false, scrollsVertically: true, isInput: true)
    #expect(AppWideHostChoice.index(among: [system]) == nil)
    #expect(AppWideHostChoice.index(among: [system, form]) == 1)
    #expect(AppWideHostChoice.index(among: [textView, system]) == 0)
  }

  @Test func `L7: a scroll view the docked keyboard does not cover is never chosen`() {
    let pinned = Candidate(
      isEnabled: false, isDisabledByApp: false, scrollsVertically: true, isBesideKeyboard: true)
    let form = Candidate(isEnabled: false, isDisabledByApp: false, scrollsVertically: true)
    #expect(AppWideHostChoice.index(among: [pinned]) == nil)
    #expect(AppWideHostChoice.index(among: [pinned, form]) == 1)
  }

  @Test func `L7: a text view that is its own host is left to its screen too, unless disabled`() {
    let textView = Candidate(
      isEnabled: false, isDisabledByApp: false, scrollsVertically: true, isInput: true)
    let enabledTextView = Candidate(
      isEnabled: true, isDisabledByApp: false, scrollsVertically: true, isInput: true)
    let disabledTextView = Candidate(
      isEnabled: false, isDisabledByApp: true, scrollsVertically: true, isInput: true)
    let pager = Candidate(isEnabled: false, isDisabledByApp: false, scrollsVertically: false)
    let form = Candidate(isEnabled: false, isDisabledByApp: false, scrollsVertically: true)
    // Its own host, first focus or a later one: the screen may serve it as the outer host.
    #expect(AppWideHostChoice.leavesInputToScreen(among: [textView, pager]))
    #expect(AppWideHostChoice.leavesInputToScreen(among: [enabledTextView]))
    // A form above it is its host; the app's opt-out of the text view covers it.
    #expect(!AppWideHostChoice.leavesInputToScreen(among: [textView, form]))
    #expect(!AppWideHostChoice.leavesInputToScreen(among: [disabledTextView]))
  }
}
