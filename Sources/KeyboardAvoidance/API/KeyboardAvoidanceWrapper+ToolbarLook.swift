package import KeyboardAvoidanceEngine

extension KeyboardAvoidanceWrapper where Base: KeyboardScrollAvoiding {
  /// The scroll view's own look of the bar (rule T1): its tint, title and Done action.
  ///
  /// The UIKit settings `toolbarTintColor`, `showsPlaceholderAsToolbarTitle` and
  /// `toolbarDoneAction` read and write it; the headless model sets it directly.
  package var toolbarLook: ToolbarLook {
    get {
      base.keyboardEngineSlot.engine(KeyboardScrollEngine.self)?.ownSettings.toolbarLook
        ?? ToolbarLook()
    }
    nonmutating set {
      let engine = base.keyboardEngineSlot.makeEngineIfNeeded(KeyboardScrollEngine.self)
      engine?.ownSettings.toolbarLook = newValue
    }
  }
}

extension KeyboardAvoidanceWrapper where Base: KeyboardAppWideAvoiding {
  /// The application's look of the bar (rules T1, L9), for every host the app-wide mode
  /// serves.
  package var toolbarLook: ToolbarLook {
    get { base.keyboardAppWideSlot.settings.toolbarLook }
    nonmutating set { base.keyboardAppWideSlot.settings.toolbarLook = newValue }
  }
}
