#if canImport(UIKit)
  import KeyboardAvoidanceEngine
  public import UIKit

  extension KeyboardAvoidanceWrapper where Base: KeyboardAvoidanceConfigurable {
    /// The tint of the bar above the keyboard (rule T1): its buttons' color, `nil` (the
    /// default) for the app's tint, as any `UIToolbar`'s `tintColor`; on the application,
    /// for every input the app-wide mode serves (rule L9).
    ///
    /// IQKeyboardManager's `toolbarConfiguration.tintColor`. Takes effect with
    /// `showsToolbar`, at once on the focused input's bar. A scroll view you enable yourself
    /// keeps its own.
    ///
    /// ```swift
    /// scrollView.keyboard.toolbarTintColor = .systemOrange
    /// application.keyboard.toolbarTintColor = .systemOrange
    /// ```
    public var toolbarTintColor: UIColor? {
      get { toolbarLook.tint?.color as? UIColor }
      nonmutating set { toolbarLook.tint = newValue.map(ToolbarTint.init) }
    }

    /// Whether the bar shows the focused text field's placeholder as its title, between
    /// Next and Done (off by default; rules T1, L9).
    ///
    /// IQKeyboardManager's `toolbarConfiguration.placeholderConfiguration.showPlaceholder`.
    /// A text view has no placeholder, so its bar has no title.
    public var showsPlaceholderAsToolbarTitle: Bool {
      get { toolbarLook.showsPlaceholder }
      nonmutating set { toolbarLook.showsPlaceholder = newValue }
    }

    /// What the bar's Done does besides ending editing (rules T1, L9): called with the
    /// input that was editing, once it has ended editing; `nil` (the default) for nothing
    /// more.
    ///
    /// IQKeyboardManager's Done target. An input whose delegate refuses to end editing
    /// keeps it, and the action is not called.
    ///
    /// ```swift
    /// scrollView.keyboard.toolbarDoneAction = { [weak self] _ in self?.submit() }
    /// ```
    public var toolbarDoneAction: (@MainActor (UIView) -> Void)? {
      get { toolbarLook.doneAction.map(Self.viewAction) }
      nonmutating set { toolbarLook.doneAction = newValue.map(Self.doneAction) }
    }
  }

  extension KeyboardAvoidanceWrapper {
    /// The engine's form of an app's Done action: it runs only for a view.
    fileprivate static func doneAction(
      _ action: @escaping @MainActor (UIView) -> Void
    ) -> ToolbarDoneAction {
      ToolbarDoneAction { input in
        if let view = input as? UIView { action(view) }
      }
    }

    /// The app's form of an engine's Done action.
    fileprivate static func viewAction(
      _ action: ToolbarDoneAction
    ) -> @MainActor (UIView) -> Void {
      { view in action.run(view) }
    }
  }
#endif
