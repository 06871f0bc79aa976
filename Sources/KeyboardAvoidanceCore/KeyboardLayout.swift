public import Foundation

/// Everything one keyboard event makes of one host: insets, offset and target.
///
/// A pure function of a ``HostSnapshot``, the user's base insets, the overlap and the
/// focus, so that each rule is tested without a host. The engine compares the result
/// with the snapshot and writes only what differs (SPEC A2).
public struct KeyboardLayout: Equatable, Sendable {
  /// The `contentInset` to set: the user's base plus the planned delta (SPEC I1, I4).
  public var contentInset: EdgeInsets
  /// The vertical indicator insets to set: the user's base plus the same delta.
  public var indicatorInsets: EdgeInsets
  /// The `adjustedContentInset` the host will have once ``contentInset`` is set.
  public var adjustedContentInset: EdgeInsets
  /// The `contentOffset` to set (SPEC F3, or the I3 clamp when nothing is revealed).
  public var contentOffset: CGPoint
  /// The focused input's target rect with margin (SPEC F2); `nil` when nothing is focused.
  public var target: CGRect?

  /// Computes the layout.
  ///
  /// - Parameters:
  ///   - host: The host as it is now, including the engine's current addition.
  ///   - userContentInset: The user's base `contentInset` (SPEC I2).
  ///   - userIndicatorInsets: The user's base vertical indicator insets.
  ///   - overlap: The keyboard's overlap of the host (SPEC K4, K5).
  ///   - focus: The focused input inside the host, if any.
  ///   - revealsTarget: Whether to scroll to the target (SPEC F4, K6); when `false`, the
  ///     offset only comes back into the valid range (SPEC I3).
  ///   - settings: Margin and extra spacing.
  public init(
    host: HostSnapshot,
    userContentInset: EdgeInsets,
    userIndicatorInsets: EdgeInsets,
    overlap: CGFloat,
    focus: FocusGeometry?,
    revealsTarget: Bool,
    settings: KeyboardSettings
  ) {
    let currentAddition = host.contentInset.bottom - userContentInset.bottom
    let existing = host.adjustedContentInset.bottom - currentAddition
    let plan = InsetPlan(
      overlap: overlap, extraSpacing: settings.extraSpacing, existingBottom: existing)

    contentInset = userContentInset.withBottom(userContentInset.bottom + plan.delta)
    indicatorInsets = userIndicatorInsets.withBottom(userIndicatorInsets.bottom + plan.delta)
    adjustedContentInset = host.adjustedContentInset.withBottom(existing + plan.delta)

    let solver = ScrollSolver(
      boundsSize: host.boundsSize, contentSize: host.contentSize,
      adjustedInset: adjustedContentInset)
    if let focus {
      let visibleHeight =
        host.boundsSize.height - adjustedContentInset.top - adjustedContentInset.bottom
      let target = TargetRect.rect(
        for: focus, visibleHeight: visibleHeight, margin: settings.margin)
      self.target = target
      contentOffset =
        revealsTarget
        ? solver.offset(revealing: target, from: host.contentOffset)
        : solver.offsetClampedToValidRange(host.contentOffset)
    } else {
      target = nil
      contentOffset = solver.offsetClampedToValidRange(host.contentOffset)
    }
  }
}
