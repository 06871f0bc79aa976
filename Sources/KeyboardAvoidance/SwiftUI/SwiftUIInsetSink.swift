#if canImport(SwiftUI) && canImport(UIKit)
  import Foundation
  import KeyboardAvoidanceCore
  import KeyboardAvoidanceEngine
  import SwiftUI

  /// The engine's bottom addition written into SwiftUI state: the keyboard modifier lays it
  /// out as a bottom safe-area inset of the scroll view, which SwiftUI keeps, where a
  /// `contentInset` would be undone at SwiftUI's next layout (rule S2).
  @MainActor
  final class SwiftUIInsetSink: KeyboardInsetSink {
    /// The modifier's state that SwiftUI lays out; the probe keeps it current.
    var bottom: Binding<CGFloat>?
    /// The addition the engine asked for last.
    private(set) var askedBottomAddition: CGFloat = 0
    /// The addition SwiftUI has laid out, as far as the sink knows: the asked one, from the
    /// main-queue turn after the ask (SwiftUI updates at the end of the turn it changed in).
    private(set) var appliedBottomAddition: CGFloat = 0

    /// What runs once SwiftUI has applied the latest addition asked for.
    private var pendingWhenApplied: (@MainActor () -> Void)?
    /// Whether the main-queue turn that follows SwiftUI's update is already queued.
    private var isApplyQueued = false

    /// Sets the state inside an animation close to the keyboard's, and runs `whenApplied`
    /// on the next main-queue turn, once SwiftUI has laid the content out with it; an
    /// addition asked for before that turn replaces the one before it, and so does its
    /// `whenApplied`.
    func setBottomAddition(
      _ addition: CGFloat, timing: AnimationTiming?,
      whenApplied: @escaping @MainActor () -> Void
    ) {
      askedBottomAddition = addition
      pendingWhenApplied = whenApplied
      withAnimation(SwiftUIKeyboardAnimation.animation(for: timing)) {
        bottom?.wrappedValue = addition
      }
      guard !isApplyQueued else { return }
      isApplyQueued = true
      DispatchQueue.main.async { [weak self] in
        guard let self else { return }
        self.isApplyQueued = false
        self.appliedBottomAddition = self.askedBottomAddition
        let whenApplied = self.pendingWhenApplied
        self.pendingWhenApplied = nil
        whenApplied?()
      }
    }
  }
#endif
