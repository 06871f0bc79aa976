import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension HeadlessScreen {
  /// Lays `view` out again at each change of the keyboard (its layout guide).
  func followKeyboardLayoutGuide(_ view: HeadlessView) {
    guideFollowers.appendWeaklyOnce(view)
  }

  /// The views that follow a keyboard layout guide and are still alive.
  var keyboardLayoutGuideFollowers: [HeadlessView] {
    guideFollowers.removeAll { $0.value == nil }
    return guideFollowers.compactMap(\.value)
  }
}
