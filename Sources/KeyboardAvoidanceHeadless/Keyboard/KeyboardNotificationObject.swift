/// What a simulated keyboard notification carries as its object (rule K4).
///
/// UIKit names the keyboard's screen, and `UIWindow.h` warns that the frame-change
/// notifications may come with no object at all; an iPad with an external display shows
/// the keyboard on either screen.
package enum KeyboardNotificationObject: Sendable {
  /// The simulator's own screen: the one the hosts are on.
  case hostScreen
  /// Another screen, such as an external display.
  case otherScreen
  /// No object.
  case none
}
