package import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A view as the library's walks over a view tree read it: its place in the tree, what the
/// user can see and touch of it, and what kind of view it is to the library.
///
/// The UIKit binding's `UIView` and the headless model's `HeadlessView` both conform, so a
/// walk is written once, generic over the node, and what UIKit does and what the model does
/// cannot drift apart (rules L2, L7, L10, F6, T2). Each conformance supplies only what its
/// platform tells; every decision is in the walks (``KeyboardViewWalk``,
/// ``KeyboardInputWalk``, ``KeyboardScreenWalk``, ``KeyboardTapWalk``).
@MainActor
package protocol KeyboardViewNode: AnyObject {
  /// The kind of view the tree is made of: `UIView` in the binding, `HeadlessView` in the
  /// model.
  associatedtype Node: KeyboardViewNode where Node.Node == Node
  /// The kind of view controller that manages a view: `UIViewController` in the binding,
  /// `HeadlessViewController` in the model.
  associatedtype Controller: KeyboardControllerNode

  /// The view's superview; `nil` for a window or a view outside any.
  var superview: Node? { get }

  /// The view's subviews, back to front.
  var subviews: [Node] { get }

  /// Whether the view is one of SwiftUI's own: its hosting view, or the scroll view behind a
  /// `ScrollView`, `List` or `Form` (rule L7).
  var isSwiftUIView: Bool { get }

  /// Whether the view is hidden (`isHidden`).
  var isHidden: Bool { get }

  /// The view's opacity (`alpha`): a view at 0 takes no touch.
  var alpha: CGFloat { get }

  /// Whether the view takes touches (`isUserInteractionEnabled`).
  var isUserInteractionEnabled: Bool { get }

  /// Whether the view is its window's first responder.
  var isFirstResponder: Bool { get }

  /// Whether the view is in a window.
  var isInWindow: Bool { get }

  /// Whether the view is a window.
  var isWindow: Bool { get }

  /// Whether the view is a scroll view.
  var isScrollView: Bool { get }

  /// Whether the view is a scroll view still moving after the finger lifted
  /// (`isDecelerating`): a touch then only stops it (rule T2).
  var isDeceleratingScrollView: Bool { get }

  /// Whether the view is a private view of a system framework (the edit menu's): the
  /// system's, never the app's empty space (rule T2).
  var isPrivateSystemView: Bool { get }

  /// What the view is to the library's input searches and taps (rules F6, T2).
  var keyboardRole: KeyboardViewRole { get }

  /// The view controller whose root view this is (UIKit: the view's `next` responder).
  var viewController: Controller? { get }

  /// The view's bounds in `ancestor`'s coordinates; `nil` when `ancestor` does not contain
  /// it.
  func boundsFrame(in ancestor: Node) -> CGRect?
}

/// What a view is to the library's input searches and to tap to dismiss (rules F6, T2).
package enum KeyboardViewRole: Equatable, Sendable {
  /// A text field or a text view: an input the library serves, which can take focus when
  /// `acceptsFocus` (an enabled text field, an editable text view).
  case input(acceptsFocus: Bool)
  /// Another control (a button, a switch) or text input (a custom `UITextInput` editor): it
  /// keeps its own taps.
  case control
  /// A navigation bar or a toolbar: a tap in it is the bar's.
  case bar
  /// Any other view.
  case plain

  /// Whether a tap on the view is its own (an input takes focus, a control acts), so that
  /// the tap never ends editing (rule T2).
  package var keepsTaps: Bool {
    switch self {
    case .input, .control: true
    case .bar, .plain: false
    }
  }
}

/// A view controller as the screen search reads it (rule L10).
///
/// `UIViewController` and the model's `HeadlessViewController` both conform.
@MainActor
package protocol KeyboardControllerNode: AnyObject {
  /// The kind of controller the tree is made of.
  associatedtype ControllerNode: KeyboardControllerNode
  where ControllerNode.ControllerNode == ControllerNode
  /// The kind of view the controller manages.
  associatedtype View: KeyboardViewNode

  /// The controller that contains this one (`parent`), or `nil`.
  var parent: ControllerNode? { get }

  /// The controllers this one contains (`children`), in the order they were added.
  var children: [ControllerNode] { get }

  /// The controller's root view, when loaded; never loads it.
  var viewIfLoaded: View? { get }

  /// Whether the controller shows other controllers as content: a navigation, tab bar,
  /// split or page view controller.
  var isContainer: Bool { get }

  /// Whether the controller comes from a system framework (an alert's, a picker's, the
  /// keyboard's input window), as opposed to UIKit's generic controllers that the app fills
  /// with its own views and controllers.
  var isOwnedBySystem: Bool { get }
}
