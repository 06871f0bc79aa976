#if canImport(UIKit)
  import UIKit

  extension SentinelView {
    /// A hidden sentinel added to `container` and pinned to the top of its keyboard layout
    /// guide, which reports that top in its screen's coordinates each time layout moves it.
    ///
    /// The guide's top follows a docked keyboard during a user's drag too, which no
    /// notification announces (rule D1): each report is a sample of the keyboard's top. A
    /// scroll view's watcher and a SwiftUI bar hear the keyboard this way.
    static func keyboardTopSampler(
      in container: UIView, report: @escaping @MainActor (CGFloat) -> Void
    ) -> SentinelView {
      let sentinel = make()
      container.addSubview(sentinel)
      NSLayoutConstraint.activate([
        sentinel.bottomAnchor.constraint(equalTo: container.keyboardLayoutGuide.topAnchor),
        sentinel.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        sentinel.widthAnchor.constraint(equalToConstant: 0),
        sentinel.heightAnchor.constraint(equalToConstant: 0),
      ])
      sentinel.onChange = { sentinel, change in
        guard change == .geometry, let screen = sentinel.window?.keyboardScreen else { return }
        report(sentinel.convert(sentinel.bounds, to: screen.coordinateSpace).maxY)
      }
      return sentinel
    }
  }
#endif
