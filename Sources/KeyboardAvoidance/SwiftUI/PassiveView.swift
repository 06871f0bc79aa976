#if canImport(UIKit)
  import UIKit

  /// A view the SwiftUI binding places in SwiftUI's layout to hear it (a probe, a meter, a
  /// focus marker): invisible and untouchable, so that every tap goes to the content.
  class PassiveView: UIView {
    override init(frame: CGRect) {
      super.init(frame: frame)
      isUserInteractionEnabled = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      nil
    }
  }
#endif
