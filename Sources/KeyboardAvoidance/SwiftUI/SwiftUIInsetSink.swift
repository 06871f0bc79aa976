#if canImport(SwiftUI) && canImport(UIKit)
  import Foundation
  import KeyboardAvoidanceCore
  import KeyboardAvoidanceEngine
  import SwiftUI
  import UIKit

  /// The engine's bottom addition written into SwiftUI state: the keyboard modifier lays it
  /// out as bottom room of the scroll view's content, which SwiftUI keeps, where a
  /// `contentInset` would be undone at SwiftUI's next layout (rule S2).
  ///
  /// What SwiftUI has laid out is read from the room itself: a meter view inside it reports
  /// its height from each layout pass, so the engine writes its offset only once the
  /// addition is in the layout (SwiftUI lays a state change out after the main queue's
  /// turn that changed it).
  @MainActor
  final class SwiftUIInsetSink: KeyboardInsetSink {
    /// The modifier's state that SwiftUI lays out; the probe keeps it current.
    var bottom: Binding<CGFloat>?
    /// The addition the engine asked for last.
    private(set) var askedBottomAddition: CGFloat = 0
    /// The height of the room SwiftUI laid out last, as the meter measured it.
    var appliedBottomAddition: CGFloat = 0

    /// A sink with nothing asked: made as the modifier's state, outside the main actor.
    nonisolated init() {}

    /// Sets the state inside an animation close to the keyboard's.
    func setBottomAddition(_ addition: CGFloat, timing: AnimationTiming?) {
      askedBottomAddition = addition
      withAnimation(SwiftUIKeyboardAnimation.animation(for: timing)) {
        bottom?.wrappedValue = addition
      }
    }
  }

  /// The meter inside the room the keyboard modifier lays out: it tells the sink the
  /// room's height as SwiftUI laid it out (rule S2).
  struct SwiftUIInsetMeter: UIViewRepresentable {
    /// The sink that hears the height.
    let sink: SwiftUIInsetSink

    func makeUIView(context: Context) -> SwiftUIInsetMeterView {
      let meter = SwiftUIInsetMeterView()
      meter.sink = sink
      return meter
    }

    func updateUIView(_ meter: SwiftUIInsetMeterView, context: Context) {
      meter.sink = sink
    }
  }

  /// The meter's view: invisible, untouchable, it reports its height from its layout pass.
  final class SwiftUIInsetMeterView: UIView {
    /// The sink that hears the height, held weakly.
    weak var sink: SwiftUIInsetSink?

    override init(frame: CGRect) {
      super.init(frame: frame)
      isUserInteractionEnabled = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      nil
    }

    /// SwiftUI placed the room (UIKit lays a view out when its size changes): its height is
    /// the addition laid out.
    override func layoutSubviews() {
      super.layoutSubviews()
      sink?.appliedBottomAddition = bounds.height
    }
  }
#endif
