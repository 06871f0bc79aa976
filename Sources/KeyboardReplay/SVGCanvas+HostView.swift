import Foundation
import KeyboardAvoidanceHeadless

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

@MainActor
extension SVGCanvas {
  /// A host's view that does not scroll, at `frame` on screen, with `meaning`, and its
  /// `inputs` in identifier order, each at the frame `frameInView` gives in that view (none:
  /// not drawn).
  mutating func view(
    _ frame: CGRect, meaning: String, inputs: some Collection<any HeadlessInput>,
    frameInView: (any HeadlessInput) -> CGRect?
  ) {
    rect(frame, stroke: "#2e9d4a", fill: "none", meaning: meaning)
    for field in inputs.sorted(by: { $0.identifier < $1.identifier }) {
      guard let inView = frameInView(field) else { continue }
      input(
        field.identifier, frame: inView.offsetBy(dx: frame.minX, dy: frame.minY),
        focused: field.isFirstResponder)
    }
  }
}
