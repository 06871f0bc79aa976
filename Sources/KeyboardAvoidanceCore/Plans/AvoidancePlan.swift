import Foundation

/// Everything one keyboard event makes of one host: insets, offset and target.
///
/// A pure function of a ``HostSnapshot``, the user's base insets, the overlap and the
/// focus, so that each rule is tested without a host. The engine compares the result
/// with the snapshot and writes only what differs (rule A2).
package struct AvoidancePlan: Equatable, Sendable {
  /// The `contentInset` to set: the user's base plus the planned delta (rules I1, I4).
  package var contentInset: EdgeInsets
  /// The vertical indicator insets to set: the user's base plus the same delta.
  package var indicatorInsets: EdgeInsets
  /// The `adjustedContentInset` the host will have once ``contentInset`` is set.
  package var adjustedContentInset: EdgeInsets
  /// The `contentOffset` to set (rule F3, or the I3 clamp when nothing is revealed).
  package var contentOffset: CGPoint
  /// The focused input's target rect with margin (rule F2); `nil` when nothing is focused.
  package var target: CGRect?

  /// Computes the layout.
  ///
  /// The keyboard's edge E is the host's bottom, or its top for a host flipped vertically
  /// (rule I4): such a host is mirrored into a frame of reference where E is the bottom,
  /// planned there, and the plan mirrored back, so that its values are in the host's own
  /// edges and coordinates either way.
  ///
  /// - Parameters:
  ///   - host: The host as it is now, including the engine's current addition.
  ///   - userContentInset: The user's base `contentInset` (rule I2).
  ///   - userIndicatorInsets: The user's base vertical indicator insets.
  ///   - overlap: The keyboard's overlap of the host (rules K4, K5).
  ///   - focus: The focused input inside the host, if any.
  ///   - reveal: What to do with the target (rules F3, F4, F5, K6); with
  ///     ``RevealMode/none`` the offset only comes back into the valid range (rule I3).
  ///   - settings: Margin and extra spacing.
  package init(
    host: HostSnapshot,
    userContentInset: EdgeInsets,
    userIndicatorInsets: EdgeInsets,
    overlap: CGFloat,
    focus: FocusGeometry?,
    reveal: RevealMode,
    settings: KeyboardSettings
  ) {
    guard host.isFlippedVertically else {
      self.init(
        keyboardAtBottom: host, userContentInset: userContentInset,
        userIndicatorInsets: userIndicatorInsets, overlap: overlap, focus: focus,
        reveal: reveal, settings: settings, restsShortContentAtEnd: false)
      return
    }
    let mirror = VerticalMirror(of: host)
    var plan = AvoidancePlan(
      keyboardAtBottom: mirror.snapshot(host),
      userContentInset: mirror.insets(userContentInset),
      userIndicatorInsets: mirror.insets(userIndicatorInsets), overlap: overlap,
      focus: focus.map(mirror.focus), reveal: reveal, settings: settings,
      restsShortContentAtEnd: true)
    plan.contentInset = mirror.insets(plan.contentInset)
    plan.indicatorInsets = mirror.insets(plan.indicatorInsets)
    plan.adjustedContentInset = mirror.insets(plan.adjustedContentInset)
    plan.contentOffset = mirror.offset(plan.contentOffset)
    plan.target = plan.target.map(mirror.rect)
    self = plan
  }

  /// The plan for a host whose keyboard edge is its bottom (rules I1-I3, F2, F3, F7).
  ///
  /// `restsShortContentAtEnd` is set for a mirrored flipped host, whose short content UIKit
  /// rests at the mirrored end.
  private init(
    keyboardAtBottom host: HostSnapshot,
    userContentInset: EdgeInsets,
    userIndicatorInsets: EdgeInsets,
    overlap: CGFloat,
    focus: FocusGeometry?,
    reveal: RevealMode,
    settings: KeyboardSettings,
    restsShortContentAtEnd: Bool
  ) {
    if host.isInsetByUIKit {
      // rule I5: UIKit's table view controller insets its table; keep what it set.
      contentInset = host.contentInset
      indicatorInsets = host.indicatorInsets
      adjustedContentInset = host.adjustedContentInset
    } else {
      let currentAddition = host.contentInset.bottom - userContentInset.bottom
      let existing = host.adjustedContentInset.bottom - currentAddition
      let plan = InsetPlan(
        overlap: overlap, extraSpacing: settings.extraSpacing, existingBottom: existing)
      contentInset = userContentInset.withBottom(userContentInset.bottom + plan.delta)
      indicatorInsets = userIndicatorInsets.withBottom(userIndicatorInsets.bottom + plan.delta)
      // The other edges' adjusted insets move by what their content insets move: the
      // engine's addition leaves an edge that is no longer the keyboard's (a host flipped
      // since, rule I4).
      adjustedContentInset = Self.adjusted(
        host.adjustedContentInset, movedFrom: host.contentInset, to: contentInset
      ).withBottom(existing + plan.delta)
    }

    let solver = ScrollSolver(
      boundsSize: host.boundsSize, contentSize: host.contentSize,
      adjustedInset: adjustedContentInset, restsShortContentAtEnd: restsShortContentAtEnd)
    // rule F3: a pinned section header (footer) covers the band's top (bottom).
    let band = VisibleBand(
      contentOffset: host.contentOffset, boundsSize: host.boundsSize,
      adjustedInset: adjustedContentInset
    ).excludingPinned(of: focus)
    target = focus.map {
      reveal == .inputIfHidden
        ? $0.inputRect
        : TargetRect.rect(
          for: $0, visibleHeight: band.rect.height, margin: settings.margin,
          contentHeight: host.contentSize.height)
    }
    let before = ScrollSolver(
      boundsSize: host.boundsSize, contentSize: host.contentSize,
      adjustedInset: host.adjustedContentInset, restsShortContentAtEnd: restsShortContentAtEnd)
    contentOffset = Self.offset(
      revealing: target, mode: host.isUserScrolling ? .untouched : reveal, solver: solver,
      band: band, pinned: (focus?.pinnedHeader ?? 0, focus?.pinnedFooter ?? 0),
      from: host.contentOffset, restsAtEnd: before.restsAtEnd(host.contentOffset))
  }

  /// `adjusted` with each edge moved by what the content inset moves on that edge; an
  /// edge that does not move keeps its value exactly.
  private static func adjusted(
    _ adjusted: EdgeInsets, movedFrom old: EdgeInsets, to new: EdgeInsets
  ) -> EdgeInsets {
    EdgeInsets(
      top: adjusted.top + (new.top - old.top), left: adjusted.left + (new.left - old.left),
      bottom: adjusted.bottom + (new.bottom - old.bottom),
      right: adjusted.right + (new.right - old.right))
  }

  /// The offset for `target` under `mode`, from the offset `current` whose band is `band`;
  /// with no target, revealing means only the clamp into the valid range, except that an
  /// offset resting at the content's end before stays at its end (rule F7: a chat's newest
  /// message stays in view as the keyboard opens).
  private static func offset(
    revealing target: CGRect?, mode: RevealMode, solver: ScrollSolver, band: VisibleBand,
    pinned: (header: CGFloat, footer: CGFloat), from current: CGPoint, restsAtEnd: Bool
  ) -> CGPoint {
    func reveal(_ target: CGRect) -> CGPoint {
      solver.offset(
        revealing: target, from: current, pinnedHeader: pinned.header, pinnedFooter: pinned.footer)
    }
    switch (mode, target) {
    case (.untouched, _):
      return current
    case (.target, let target?):
      return reveal(target)
    case (.caret, let target?), (.inputIfHidden, let target?):
      return band.containsVertically(target) ? current : reveal(target)
    case (.none, _), (.target, nil), (.caret, nil), (.inputIfHidden, nil):
      // An offset that already rests at the new end (within its tolerance) stays, so that
      // a repeated event writes nothing (rule A2).
      let clamped = solver.offsetClampedToValidRange(current)
      guard restsAtEnd, !solver.restsAtEnd(clamped) else { return clamped }
      return CGPoint(x: clamped.x, y: solver.maxOffsetY)
    }
  }
}
