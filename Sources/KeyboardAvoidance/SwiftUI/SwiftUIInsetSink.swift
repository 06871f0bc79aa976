#if canImport(SwiftUI) && canImport(UIKit)
  import Foundation
  import KeyboardAvoidanceCore
  import KeyboardAvoidanceEngine
  import SwiftUI
  import UIKit

  /// The engine's bottom addition written into SwiftUI state: the keyboard modifier lays it
  /// out as a bottom safe-area inset of the container, which SwiftUI keeps, where a
  /// `contentInset` would be undone at SwiftUI's next layout (rule S2).
  ///
  /// The sink also switches SwiftUI's own keyboard lift: off while the probe serves a live
  /// scroll view, in the same transaction as the room the engine asks for, so that the
  /// content is never lifted twice nor left without either (rule S1). What SwiftUI has laid
  /// out is read from the room itself: a meter inside it hears the room's height at
  /// SwiftUI's update that lays it out, the animation's target, not its height on screen
  /// while SwiftUI animates it (the offset goes with the room's first frame).
  @MainActor
  final class SwiftUIInsetSink: KeyboardInsetSink {
    /// The modifier's state that SwiftUI lays out; the probe keeps it current.
    var bottom: Binding<CGFloat>?
    /// The modifier's state for whether a live scroll view is served: SwiftUI's own
    /// keyboard lift is off only then.
    var isFound: Binding<Bool>?
    /// The addition the engine asked for last.
    private(set) var askedBottomAddition: CGFloat = 0
    /// The height of the room SwiftUI's last update laid out, as the meter heard it.
    var layoutBottomAddition: CGFloat = 0
    /// Whether the lift is to be switched, and to what: `true` to turn it off.
    private var pendingServing: Bool?

    /// A sink with nothing asked: made as the modifier's state, outside the main actor.
    nonisolated init() {}

    /// Notes whether a live scroll view is served; the switch of SwiftUI's lift goes with
    /// the next addition the engine asks for, or with ``settleServing()``.
    func serve(_ isServing: Bool) {
      pendingServing = isFound?.wrappedValue == isServing ? nil : isServing
    }

    /// Switches SwiftUI's lift now if no addition took the switch: the engine asked for
    /// none (no keyboard up, or nothing changed).
    func settleServing() {
      guard let serving = pendingServing else { return }
      pendingServing = nil
      isFound?.wrappedValue = serving
    }

    /// Sets the state inside an animation that ends with the keyboard's, with the pending
    /// switch of SwiftUI's lift in the same transaction.
    func setBottomAddition(_ addition: CGFloat, timing: AnimationTiming?) {
      askedBottomAddition = addition
      let serving = pendingServing
      pendingServing = nil
      withAnimation(SwiftUIKeyboardAnimation.animation(for: timing)) {
        if let serving { isFound?.wrappedValue = serving }
        bottom?.wrappedValue = addition
      }
    }
  }

  /// The meter inside the room the keyboard modifier lays out: SwiftUI's update that lays
  /// a new height out tells the sink that height (rule S2).
  struct SwiftUIInsetMeter: UIViewRepresentable {
    /// The sink that hears the height.
    let sink: SwiftUIInsetSink
    /// The room's height in this update.
    let height: CGFloat

    func makeUIView(context: Context) -> PassiveView {
      sink.layoutBottomAddition = height
      return PassiveView(frame: .zero)
    }

    func updateUIView(_ meter: PassiveView, context: Context) {
      sink.layoutBottomAddition = height
    }
  }
#endif
