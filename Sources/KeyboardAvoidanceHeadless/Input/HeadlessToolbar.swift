import Foundation
import KeyboardAvoidance
package import KeyboardAvoidanceCore

/// The Previous / Next / Done bar this library gives an input (rule T1), as the UIKit
/// binding's toolbar: 44 pt tall whatever the text size, two chevrons, a title between
/// flexible spaces, Done.
///
/// A disabled button does nothing when tapped, as a disabled `UIBarButtonItem`.
@MainActor
package final class HeadlessToolbar: HeadlessView {
  /// Whether Previous is enabled.
  package internal(set) var isPreviousEnabled = false
  /// Whether Next is enabled.
  package internal(set) var isNextEnabled = false
  /// The VoiceOver labels of Previous and Next, in the app's language (the model's app is
  /// in English), from the library's resource bundle.
  package let labels = ToolbarLabels.labels(language: "en")
  /// The bar's tint (UIKit: its `tintColor`), `nil` for UIKit's default.
  package internal(set) var tint: AnyObject?
  /// The bar's title: the focused text field's placeholder when the app asks for it.
  package internal(set) var title: String?
  /// What the engine does for each button.
  var perform: (@MainActor @Sendable (ToolbarButton) -> Void)?
  /// SwiftUI's empty accessory view the bar took the place of, put back with the app's
  /// keyboard toolbar in it or when the bar goes (rule T1).
  var displaced: HeadlessView?

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
