#if canImport(UIKit)
  import UIKit

  /// A text field's Return target.
  @MainActor private let returnKeyTarget = AssociatedObject<ReturnKeyTarget>()

  /// Runs the engine's action when Return ends editing in a text field
  /// (`.editingDidEndOnExit`), through target-action, which every iOS version has.
  ///
  /// Target-action rather than `UIControl.addAction(_:for:)`: one target object per field
  /// can be found and replaced again. UIKit does not retain a control's targets, so the
  /// field keeps its target as an associated object, and a second call replaces the action
  /// instead of adding a second target. The field's delegate is never touched. UIKit ends
  /// editing on Return in any field with such a target, so the engine installs it only
  /// where Return is the engine's by the field's Return key, and uninstalls it elsewhere
  /// (rule F6).
  @MainActor
  final class ReturnKeyTarget: NSObject {
    private var action: @MainActor () -> Void

    private init(action: @escaping @MainActor () -> Void) {
      self.action = action
    }

    /// Makes Return in `field` run `action`, replacing an action set earlier.
    static func install(on field: UITextField, action: @escaping @MainActor () -> Void) {
      if let target = returnKeyTarget.value(of: field) {
        target.action = action
        return
      }
      let target = returnKeyTarget.value(of: field) { ReturnKeyTarget(action: action) }
      field.addTarget(
        target, action: #selector(ReturnKeyTarget.returnKeyPressed), for: .editingDidEndOnExit)
    }

    /// Removes the target from `field` and lets it go, so that Return is the app's again.
    static func uninstall(from field: UITextField) {
      guard let target = returnKeyTarget.value(of: field) else { return }
      field.removeTarget(
        target, action: #selector(ReturnKeyTarget.returnKeyPressed), for: .editingDidEndOnExit)
      returnKeyTarget.detach(from: field)
    }

    @objc private func returnKeyPressed() {
      action()
    }
  }
#endif
