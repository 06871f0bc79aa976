/// The screen search (rule L10), one for the UIKit binding and the headless model.
@MainActor
package enum KeyboardScreenWalk {
  /// The screen whose layout serves an input inside `view` (rule L10), or `nil`.
  ///
  /// The screen is the outermost content controller above the view: from the view's nearest
  /// controller (the first on its responder chain) up through parents that are no
  /// containers, to the child of a navigation, tab, split or page controller, of the app's
  /// own container (``showsSeveralChildren(_:)``), a presented controller or a window's
  /// root. None serves a container's own views, an input in
  /// SwiftUI content or a screen whose view is inside SwiftUI (SwiftUI lifts its content
  /// itself, a cell's hosting configuration and a representable's controller included), a
  /// controller of the system's (an alert's, the keyboard's input window that shows an
  /// `inputAccessoryView`), nor a screen a system container shows (a picker's pages).
  ///
  /// - Complexity: O(depth of `view` + depth of the controllers).
  package static func screen<View: KeyboardViewNode>(for view: View) -> View.Controller?
  where
    View.Node == View, View.Controller.ControllerNode == View.Controller,
    View.Controller.View == View
  {
    guard !KeyboardViewWalk.isInsideSwiftUI(view),
      var controller = KeyboardViewWalk.lineage(of: view).lazy.compactMap({ $0.viewController })
        .first
    else { return nil }
    while let parent = controller.parent, !parent.isContainer, !showsSeveralChildren(parent) {
      controller = parent
    }
    guard !controller.isContainer, !controller.isOwnedBySystem,
      !(controller.parent?.isOwnedBySystem ?? false),
      let screenView = controller.viewIfLoaded, !KeyboardViewWalk.isInsideSwiftUI(screenView)
    else { return nil }
    return controller
  }

  /// Whether `controller` is the app's own container: it shows two or more of its children
  /// in the window at once.
  ///
  /// A side menu open beside its content, a pager or a panel over a map: their children are
  /// screens as a navigation controller's are, so that the one holding the input moves, not
  /// the whole container. A controller that embeds one child in its own content stays the
  /// screen, its child moving with it.
  ///
  /// - Complexity: O(number of children).
  static func showsSeveralChildren<Controller: KeyboardControllerNode>(
    _ controller: Controller
  ) -> Bool {
    controller.children.lazy.filter { $0.viewIfLoaded?.isInWindow == true }.prefix(2).count == 2
  }
}
