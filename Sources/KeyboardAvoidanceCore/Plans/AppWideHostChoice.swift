import Foundation

/// Which scroll view the app-wide mode enables for an input that began editing (rule L7).
package enum AppWideHostChoice {
  /// A scroll view that contains the input (or is it: a text view that scrolls), as the
  /// app-wide mode sees it.
  package struct Candidate: Equatable, Sendable {
    /// Whether its engine is enabled now.
    package var isEnabled: Bool
    /// Whether the app disabled it: it stays disabled.
    package var isDisabledByApp: Bool
    /// Whether it can scroll vertically.
    package var scrollsVertically: Bool
    /// Whether it is the input itself: a text view, its own host only when no ancestor
    /// scrolls vertically.
    package var isInput: Bool
    /// Whether the system owns it; never chosen.
    ///
    /// A private system subclass, or the scroll view of one of UIKit's own view controllers
    /// (an alert, search results, a picker).
    package var isOwnedBySystem: Bool
    /// Whether a docked keyboard covers none of it after the app's layout; never chosen.
    ///
    /// It follows the keyboard layout guide already, directly or through a bar.
    package var isBesideKeyboard: Bool

    /// Creates a candidate.
    package init(
      isEnabled: Bool, isDisabledByApp: Bool, scrollsVertically: Bool, isInput: Bool = false,
      isOwnedBySystem: Bool = false, isBesideKeyboard: Bool = false
    ) {
      self.isEnabled = isEnabled
      self.isDisabledByApp = isDisabledByApp
      self.scrollsVertically = scrollsVertically
      self.isInput = isInput
      self.isOwnedBySystem = isOwnedBySystem
      self.isBesideKeyboard = isBesideKeyboard
    }

    /// Whether the app-wide mode may enable it.
    var qualifies: Bool { scrollsVertically && !isOwnedBySystem && !isBesideKeyboard }
  }

  /// The index of the candidate to enable among an input's scroll views, nearest first, or
  /// `nil` for none.
  ///
  /// The nearest ancestor that scrolls vertically, that the system does not own and that a
  /// docked keyboard covers (one it does not cover follows the keyboard already); the
  /// input itself (a text view that scrolls) only when no ancestor qualifies, so that a
  /// default text view in a scrolling form leaves the form its host. None when an enabled
  /// host contains the input already, when nothing qualifies (a layout that does not
  /// scroll needs a following constraint, rule C1), or when the one chosen was disabled by
  /// the app (its opt-out).
  package static func index(among candidates: [Candidate]) -> Int? {
    guard !candidates.contains(where: \.isEnabled),
      let chosen = candidates.firstIndex(where: { $0.qualifies && !$0.isInput })
        ?? candidates.firstIndex(where: \.qualifies),
      !candidates[chosen].isDisabledByApp
    else { return nil }
    return chosen
  }

  /// Whether the input's screen may serve it (rule L10).
  ///
  /// It may when no enabled host above it contains it and no scroll view above it
  /// qualifies. One the app disabled qualifies still: its opt-out covers its inputs. A text
  /// view that is its own host (rule L7) is left to its screen too, unless the app disabled
  /// it: the screen serves it as the outer host only while the keyboard leaves it too little
  /// room for its caret line (the screen's engine decides that after the app's layout).
  package static func leavesInputToScreen(among candidates: [Candidate]) -> Bool {
    !candidates.contains { candidate in
      candidate.isInput ? candidate.isDisabledByApp : candidate.isEnabled || candidate.qualifies
    }
  }

  /// Whether a scroll view can scroll vertically: scrolling is on, its layout is not a
  /// horizontal one, and its content is taller than its bounds, it bounces vertically, or
  /// it is no wider than its bounds (a form whose content fits until the keyboard comes).
  ///
  /// A horizontal carousel or pager (content wider, not taller, no vertical bounce) does
  /// not; neither does a text view that grows instead of scrolling.
  package static func scrollsVertically(
    isScrollEnabled: Bool, contentSize: CGSize, boundsSize: CGSize, alwaysBounceVertical: Bool,
    layoutScrollsHorizontally: Bool = false
  ) -> Bool {
    guard isScrollEnabled, !layoutScrollsHorizontally else { return false }
    return alwaysBounceVertical || contentSize.height > boundsSize.height + LengthTolerance.points
      || contentSize.width <= boundsSize.width + LengthTolerance.points
  }
}
