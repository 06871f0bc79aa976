import Foundation
package import KeyboardAvoidanceCore

/// The Previous / Next / Done bar this library gives an input (rule T1), as the UIKit
/// binding's toolbar: 44 pt tall, two chevrons, flexible space, Done.
///
/// A disabled button does nothing when tapped, as a disabled `UIBarButtonItem`.
@MainActor
package final class HeadlessToolbar: HeadlessView {
  /// Whether Previous is enabled.
  package internal(set) var isPreviousEnabled = false
  /// Whether Next is enabled.
  package internal(set) var isNextEnabled = false
  /// The VoiceOver labels of Previous and Next, in the app's language.
  package let labels = ToolbarButton.labels(language: "en")
  /// What the engine does for each button.
  var perform: (@MainActor @Sendable (ToolbarButton) -> Void)?

  /// A bar of UIKit's default toolbar height.
  init() {
    super.init(frame: CGRect(x: 0, y: 0, width: 0, height: 44))
  }

  /// The user taps a button; a disabled one does nothing.
  package func tap(_ button: ToolbarButton) {
    switch button {
    case .previous where !isPreviousEnabled, .next where !isNextEnabled: return
    default: perform?(button)
    }
  }
}
