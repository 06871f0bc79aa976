#if canImport(SwiftUI) && canImport(UIKit)
  public import Foundation
  import KeyboardAvoidanceEngine
  public import SwiftUI

  extension View {
    /// Sets the keyboard settings of every keyboard-avoiding container below this view, as
    /// `scrollDismissesKeyboard` sets the dismiss mode of every scroll view below it: set
    /// the margin and the bar once, above your screens, and each container's
    /// `keyboardAvoidance()` takes them (every iOS version the library supports).
    ///
    /// Each setting given here wins over one set further up (the innermost wins), and a
    /// container's own modifier wins over both; a setting left `nil` passes the one above
    /// through. Where no level sets one, the container's default applies: a 16 pt margin,
    /// no bar, the app's tint, no title.
    ///
    /// ```swift
    /// import KeyboardAvoidance
    /// import SwiftUI
    ///
    /// struct SearchAndNotes: View {
    ///   @State private var query = ""
    ///   @State private var note = ""
    ///
    ///   var body: some View {
    ///     VStack {
    ///       List { TextField("Search", text: $query) }.keyboardAvoidance()
    ///       ScrollView { TextField("Note", text: $note) }.keyboardAvoidance(showsToolbar: false)
    ///     }
    ///     .keyboardAvoidanceDefaults(margin: 24, showsToolbar: true)
    ///   }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - margin: Room kept above and below the focused input, in points, or `nil` for
    ///     the value set above.
    ///   - showsToolbar: Whether inputs without an accessory view of their own get a
    ///     Previous / Next / Done bar above the keyboard, or `nil` for the value set above.
    ///   - toolbarTint: The bar's tint, or `nil` for the value set above (the app's tint
    ///     where none is).
    ///   - showsPlaceholderAsToolbarTitle: Whether the bar shows the focused text field's
    ///     placeholder as its title, or `nil` for the value set above.
    @MainActor
    public func keyboardAvoidanceDefaults(
      margin: CGFloat? = nil, showsToolbar: Bool? = nil, toolbarTint: Color? = nil,
      showsPlaceholderAsToolbarTitle: Bool? = nil
    ) -> some View {
      let given = InheritableSettings(
        margin: margin, showsToolbar: showsToolbar, toolbarTint: toolbarTint,
        showsPlaceholderAsToolbarTitle: showsPlaceholderAsToolbarTitle)
      return transformEnvironment(\.keyboardAvoidanceDefaults) { $0 = given.over($0) }
    }
  }

  extension EnvironmentValues {
    /// The keyboard settings set above a view with `keyboardAvoidanceDefaults(...)`, each
    /// `nil` where no level set it (rule S1).
    var keyboardAvoidanceDefaults: InheritableSettings<Color> {
      get { self[KeyboardAvoidanceDefaultsKey.self] }
      set { self[KeyboardAvoidanceDefaultsKey.self] = newValue }
    }
  }

  /// The environment's key for `keyboardAvoidanceDefaults`:
  /// nothing set by default.
  private struct KeyboardAvoidanceDefaultsKey: EnvironmentKey {
    /// Computed, so that no stored value needs `Color` to be `Sendable` (it is not before
    /// Xcode 16's SDK).
    static var defaultValue: InheritableSettings<Color> { InheritableSettings() }
  }
#endif
