#if canImport(UIKit)
  import Foundation
  import KeyboardAvoidanceEngine
  import UIKit

  /// Re-applies every engine when a window scene's geometry changes (rule K7).
  ///
  /// A Stage Manager resize or a rotation changes the scene's `effectiveGeometry`, which
  /// UIKit documents as key-value observable and recommends observing; no keyboard
  /// notification announces it. The re-apply hops to the main actor first, so that UIKit's
  /// layout for the new geometry can run before it (reasoned from the run loop, not run on a
  /// device). Scenes are watched from the first time an engine finds a view in them, and
  /// never kept alive.
  @MainActor
  final class SceneGeometryWatcher {
    /// The one watcher of the app.
    static let shared = SceneGeometryWatcher()

    private final class Watch {
      weak var scene: UIWindowScene?
      let observation: NSKeyValueObservation
      init(scene: UIWindowScene, observation: NSKeyValueObservation) {
        self.scene = scene
        self.observation = observation
      }
    }

    private var watches: [ObjectIdentifier: Watch] = [:]

    /// Starts watching `scene`, once; iOS 16 and later (earlier systems have no
    /// `effectiveGeometry`: there, `keyboard.updateIfNeeded()` remains the way).
    func watch(_ scene: UIWindowScene?) {
      guard let scene, #available(iOS 16.0, *) else { return }
      let id = ObjectIdentifier(scene)
      if let existing = watches[id], existing.scene === scene { return }
      watches = watches.filter { $0.value.scene != nil }
      let observation = scene.observe(\.effectiveGeometry, options: [.new]) { _, _ in
        Task { @MainActor in KeyboardObserver.shared.receive(.geometryChanged) }
      }
      watches[id] = Watch(scene: scene, observation: observation)
    }
  }
#endif
