#if canImport(UIKit)
  import UIKit

  extension UIWindow {
    /// The screen whose coordinate space keyboard frames are in for this window.
    ///
    /// That is its scene's screen (UIResponder.keyboardFrameEndUserInfoKey). Never
    /// `UIScreen.main`: a windowed app's screen is found through its window.
    var keyboardScreen: UIScreen { windowScene?.screen ?? screen }
  }
#endif
