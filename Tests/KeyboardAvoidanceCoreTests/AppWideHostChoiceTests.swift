import Foundation
import KeyboardAvoidanceCore
import Testing

/// rule L7: which scroll view the app-wide mode enables.
struct AppWideHostChoiceTests {
  private typealias Candidate = AppWideHostChoice.Candidate
  private let bounds = CGSize(width: 390, height: 844)

  @Test func `L7: a pager, a horizontal layout or a scroll view that cannot scroll is passed over`()
  {
    // A form whose content fits: no wider than its bounds, so it scrolls vertically once
    // insets are added.
    #expect(
      AppWideHostChoice.scrollsVertically(
        isScrollEnabled: true, contentSize: CGSize(width: 390, height: 600), boundsSize: bounds,
        alwaysBounceVertical: false))
    // A pager: three pages wide, no taller than its bounds.
    #expect(
      !AppWideHostChoice.scrollsVertically(
        isScrollEnabled: true, contentSize: CGSize(width: 1170, height: 844), boundsSize: bounds,
        alwaysBounceVertical: false))
    // The same pager told to bounce vertically does scroll vertically.
    #expect(
      AppWideHostChoice.scrollsVertically(
        isScrollEnabled: true, contentSize: CGSize(width: 1170, height: 844), boundsSize: bounds,
        alwaysBounceVertical: true))
    #expect(
      !AppWideHostChoice.scrollsVertically(
        isScrollEnabled: true, contentSize: CGSize(width: 390, height: 600), boundsSize: bounds,
        alwaysBounceVertical: false, layoutScrollsHorizontally: true))
    #expect(
      !AppWideHostChoice.scrollsVertically(
        isScrollEnabled: false, contentSize: CGSize(width: 390, height: 2000), boundsSize: bounds,
        alwaysBounceVertical: true))
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
}
