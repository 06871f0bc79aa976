#if canImport(UIKit)
  import KeyboardAvoidanceEngine
  import UIKit

  extension KeyboardObserver {
    /// The app-wide observer, as a host in `view` reaches it: at the library's first use
    /// in the process it learns the inputs editing in the windows of `view`'s scene, whose
    /// begin-editing came before it listened (rule L2).
    ///
    /// Only the first look with a window walks views; later calls cost a flag's check. The
    /// ends of the main run loop's turns reach the observer from the first call on (rule K7).
    static func shared(reachedFrom view: UIView?) -> KeyboardObserver {
      let observer = KeyboardObserver.shared
      RunLoopTurnWatcher.shared.start()
      observer.adoptEditingInputsOnce {
        guard let window = view?.window else { return nil }
        return (window.windowScene?.windows ?? [window]).compactMap {
          KeyboardInputWalk.editingInput(in: $0 as UIView)
        }
      }
      return observer
    }
  }
#endif
