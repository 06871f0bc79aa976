import UIKit

/// A scroll view under a finger that has touched it and not moved: UIKit reports it
/// tracking (`isTracking` is true as soon as the finger touches the content) but not
/// dragging, as during the tap that makes a field first responder (rule F4).
final class TappedScrollView: UIScrollView {
  override var isTracking: Bool { true }
}
