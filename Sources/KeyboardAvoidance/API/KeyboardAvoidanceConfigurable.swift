/// What offers the settings a scroll view and the app-wide mode share: `margin`,
/// `extraSpacing`, `showsToolbar`, `endsEditingOnTap`, `isReturnKeyNavigationEnabled` and the
/// bar's look (rules F2, I1, T1, T2, F6, L9).
///
/// ``KeyboardScrollAvoiding`` (a scroll view's own settings) and ``KeyboardAppWideAvoiding``
/// (the application's, for every host the app-wide mode serves) refine it, so each setting is
/// declared once and reads the same on both: `scrollView.keyboard.margin = 24`,
/// `application.keyboard.margin = 24`. Its requirement belongs to the library's binding, so
/// no other type can adopt it.
@MainActor
public protocol KeyboardAvoidanceConfigurable: KeyboardAvoidanceCompatible {
  /// Where this object's settings are read and written.
  @_spi(KeyboardAvoidanceBinding)
  var keyboardSettingsSlot: KeyboardSettingsSlot { get }
}
