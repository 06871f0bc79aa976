public import Foundation
import KeyboardAvoidanceCore
package import KeyboardAvoidanceEngine

extension KeyboardAvoidanceWrapper where Base: KeyboardAvoidanceConfigurable {
  /// Room kept between the focused input and the keyboard, in points (default 16; rule F2).
  ///
  /// IQKeyboardManager's `keyboardDistance`. On a scroll view, kept above and below the
  /// input it reveals; on the application, for every scroll view the app-wide mode serves
  /// (rule L9), except one you enable yourself, which keeps its own.
  ///
  /// ```swift
  /// scrollView.keyboard.margin = 24
  /// application.keyboard.margin = 24
  /// ```
  public var margin: CGFloat {
    get { settings.geometry.margin }
    nonmutating set { settings.geometry.margin = newValue }
  }

  /// Room added between the content and the keyboard whenever it overlaps, in points
  /// (default 0; rule I1); on the application, for every scroll view the app-wide mode
  /// serves (rule L9).
  public var extraSpacing: CGFloat {
    get { settings.geometry.extraSpacing }
    nonmutating set { settings.geometry.extraSpacing = newValue }
  }

  /// Whether the inputs get a Previous / Next / Done bar above the keyboard (off by
  /// default; rule T1): a scroll view's inputs, or on the application those of every scroll
  /// view and screen the app-wide mode serves (rules L9, L10).
  ///
  /// IQKeyboardManager's `enableAutoToolbar`. Each text field and text view without an
  /// `inputAccessoryView` of its own gets the bar when it begins editing: Previous and Next
  /// move as a scroll view's `focusPrevious()` and `focusNext()` do, in Return's order (rows
  /// in tables), and are disabled where there is nothing to move to; Done ends editing.
  /// Number and phone pads have no Return key: this is how a user leaves or advances such a
  /// field. Done is UIKit's own bar button item, localized by UIKit; Previous and Next are
  /// chevrons with VoiceOver labels in the app's language, sized with Dynamic Type. The bar
  /// is part of the keyboard frame UIKit reports, so the inset clears it too. An accessory
  /// view of your own is never replaced, and turning the setting off removes exactly the
  /// bars it added, at once on the focused input.
  ///
  /// ```swift
  /// scrollView.keyboard.showsToolbar = true
  /// ```
  public var showsToolbar: Bool {
    get { settings.showsToolbar }
    nonmutating set { settings.showsToolbar = newValue }
  }

  /// Whether a tap outside any input ends editing (off by default; rule T2): a tap on the
  /// scroll view, or on the application a tap anywhere in a window while the app-wide mode
  /// is on (rule L9).
  ///
  /// IQKeyboardManager's `resignOnTouchOutside`. The tap still reaches what it landed on: a
  /// cell is selected, a gesture of yours still fires. A tap on an input moves focus to it
  /// instead; a tap on a button or another control is the control's (UIKit gives controls
  /// precedence over a tap recognizer of an ancestor), and a tap on a navigation bar or a
  /// toolbar keeps editing going too; a scroll or a drag is never a tap. The application
  /// watches every window of the app's as it becomes visible, and a tap in one window never
  /// ends editing in another.
  ///
  /// ```swift
  /// scrollView.keyboard.endsEditingOnTap = true
  /// ```
  public var endsEditingOnTap: Bool {
    get { settings.endsEditingOnTap }
    nonmutating set { settings.endsEditingOnTap = newValue }
  }

  /// Whether Return in a text field moves to the next field of its scroll view, or on the
  /// application of the scroll view or screen the app-wide mode serves (rules F6, L9,
  /// L10).
  ///
  /// Tables and list-style collection views move by rows; any other scroll view or screen
  /// in reading order of its inputs' frames (top to bottom, then leading to trailing).
  /// Return in the last field ends editing. The field's own delegate is left alone, and a
  /// text view's Return still inserts a newline.
  ///
  /// Only a field whose `returnKeyType` is `.default`, `.next` or `.continue` moves on; a
  /// `.done` field ends editing; a Send, Go, Search or other key is yours, and the field
  /// gets no `.editingDidEndOnExit` target, so Return there keeps the keyboard (rule F6).
  /// Turning it off gives Return back to the app in every field that had the library's
  /// action. On by default for a scroll view you enable; off on the application until you
  /// turn it on, so that the one line at launch changes nothing about what Return does in
  /// your fields and in those of the frameworks you embed (IQKeyboardManager's Return
  /// handling is opt-in too).
  public var isReturnKeyNavigationEnabled: Bool {
    get { settings.isReturnKeyNavigationEnabled }
    nonmutating set { settings.isReturnKeyNavigationEnabled = newValue }
  }

  /// The look of the bar (rule T1): its tint, title and Done action.
  ///
  /// The UIKit settings `toolbarTintColor`, `showsPlaceholderAsToolbarTitle` and
  /// `toolbarDoneAction` read and write it; the headless model sets it directly.
  package var toolbarLook: ToolbarLook {
    get { settings.toolbarLook }
    nonmutating set { settings.toolbarLook = newValue }
  }

  /// The settings: a scroll view's own (the defaults until the app sets one), or the
  /// application's (rule L9).
  private var settings: HostSettings {
    get { base.keyboardSettingsSlot.settings }
    nonmutating set { base.keyboardSettingsSlot.settings = newValue }
  }
}
