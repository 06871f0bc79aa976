package import Foundation
package import KeyboardAvoidanceEngine

/// What the keyboard modifier sets on the scroll view it finds (rules S1, L9's settings),
/// one path for the SwiftUI binding and the headless model: each hands its scroll view's
/// `keyboard` to ``apply(to:)``.
///
/// The SwiftUI binding turns SwiftUI's values into the engine's first (a `Color` into a
/// `UIColor`, an action into a ``ToolbarDoneAction``), once per change, so that two
/// configurations made from the same values are equal and reapply nothing.
package struct KeyboardAvoidanceConfiguration: Equatable, Sendable {
  /// Room kept around the focused input (rule F2).
  package var margin: CGFloat
  /// Space added to the keyboard's overlap (rule I1).
  package var extraSpacing: CGFloat
  /// Whether inputs get the Previous / Next / Done bar (rule T1).
  package var showsToolbar: Bool
  /// The bar's tint, title and Done action (rule T1).
  package var toolbarLook: ToolbarLook

  /// A configuration with the modifier's defaults for what is not given.
  package init(
    margin: CGFloat = 16, extraSpacing: CGFloat = 0, showsToolbar: Bool = false,
    toolbarLook: ToolbarLook = ToolbarLook()
  ) {
    self.margin = margin
    self.extraSpacing = extraSpacing
    self.showsToolbar = showsToolbar
    self.toolbarLook = toolbarLook
  }

  /// Sets every setting on `keyboard`, the found scroll view's namespace; enabling is the
  /// caller's.
  ///
  /// Return and tap to dismiss are SwiftUI's under the modifier (`onSubmit` with
  /// `@FocusState`, `scrollDismissesKeyboard`): the engine's are off (rules S1, T2).
  @MainActor
  package func apply<Base: KeyboardScrollAvoiding>(to keyboard: KeyboardAvoidanceWrapper<Base>) {
    keyboard.margin = margin
    keyboard.extraSpacing = extraSpacing
    keyboard.showsToolbar = showsToolbar
    keyboard.endsEditingOnTap = false
    keyboard.isReturnKeyNavigationEnabled = false
    keyboard.toolbarLook = toolbarLook
  }
}
