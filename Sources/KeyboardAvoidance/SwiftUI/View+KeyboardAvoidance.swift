#if canImport(SwiftUI) && canImport(UIKit)
  public import Foundation
  public import SwiftUI

  extension View {
    /// Keeps the focused input of this `ScrollView`, `List` or `Form` above the keyboard,
    /// with a margin, caret tracking and Return navigation, and turns SwiftUI's own keyboard
    /// lift off for it, so that the keyboard lifts it once.
    ///
    /// Put it on the container, not on its rows (SwiftUI recycles those):
    ///
    /// ```swift
    /// import KeyboardAvoidance
    /// import SwiftUI
    ///
    /// struct ContactForm: View {
    ///   @State private var name = ""
    ///   @State private var notes = ""
    ///
    ///   var body: some View {
    ///     Form {
    ///       TextField("Name", text: $name)
    ///       TextEditor(text: $notes)
    ///     }
    ///     .keyboardAvoidance(margin: 24, showsToolbar: true)
    ///   }
    /// }
    /// ```
    ///
    /// The modifier finds the `UIScrollView` SwiftUI made for the container (again whenever
    /// the content moves to a window) and gives it the engine the UIKit binding gives any
    /// scroll view: the keyboard's overlap with the bottom safe area taken into account,
    /// the focused input revealed with `margin` around it, a multi-line field's or a wrapped
    /// `UITextView`'s caret followed as the user types, Return moving to the next field.
    /// SwiftUI owns that scroll view's insets, so the engine's addition reaches the content
    /// through SwiftUI's layout, as a bottom content margin from iOS 17 and a bottom
    /// safe-area inset before, animated with a SwiftUI animation close to the keyboard's
    /// (SwiftUI cannot take UIKit's keyboard curve). SwiftUI's own keyboard lift is turned
    /// off once the scroll view is found; when none is, the debug log says so and nothing
    /// else changes.
    ///
    /// A SwiftUI field whose UIKit view posts no editing notification is revealed from its
    /// `@FocusState` with `revealsAboveKeyboard(when:equals:)` on the field.
    ///
    /// The bar's look is the one a UIKit scroll view's `keyboard` sets: a tint, the focused
    /// text field's placeholder as its title, and an action of your own for Done, run once
    /// editing has ended (an input that refuses to end editing keeps it, and the action is
    /// not run):
    ///
    /// ```swift
    /// import KeyboardAvoidance
    /// import SwiftUI
    ///
    /// struct AddressForm: View {
    ///   @State private var street = ""
    ///   @State private var city = ""
    ///
    ///   var body: some View {
    ///     Form {
    ///       TextField("Street", text: $street)
    ///       TextField("City", text: $city)
    ///     }
    ///     .keyboardAvoidance(
    ///       showsToolbar: true, toolbarTint: .orange, showsPlaceholderAsToolbarTitle: true,
    ///       toolbarDoneAction: { save() })
    ///   }
    ///
    ///   private func save() {}
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - margin: Room kept above and below the focused input, in points.
    ///   - extraSpacing: Space added to the keyboard's overlap: the height of a bar that
    ///     rides on the keyboard (`ridesKeyboard()`).
    ///   - showsToolbar: Whether inputs without an accessory view of their own get a
    ///     Previous / Next / Done bar above the keyboard.
    ///   - toolbarTint: The bar's tint, `nil` for the app's.
    ///   - showsPlaceholderAsToolbarTitle: Whether the bar shows the focused text field's
    ///     placeholder as its title (a text view has none).
    ///   - toolbarDoneAction: What the bar's Done does besides ending editing, `nil` for
    ///     nothing more; called once editing has ended.
    ///   - endsEditingOnTap: Whether a tap on the content outside any input ends editing.
    ///   - returnKeyNavigation: Whether Return moves to the next text field.
    @MainActor
    public func keyboardAvoidance(
      margin: CGFloat = 16, extraSpacing: CGFloat = 0, showsToolbar: Bool = false,
      toolbarTint: Color? = nil, showsPlaceholderAsToolbarTitle: Bool = false,
      toolbarDoneAction: (@MainActor () -> Void)? = nil, endsEditingOnTap: Bool = false,
      returnKeyNavigation: Bool = true
    ) -> some View {
      modifier(
        KeyboardAvoidanceModifier(
          settings: KeyboardModifierSettings(
            margin: margin, extraSpacing: extraSpacing, showsToolbar: showsToolbar,
            toolbarTint: toolbarTint,
            showsPlaceholderAsToolbarTitle: showsPlaceholderAsToolbarTitle,
            toolbarDoneAction: toolbarDoneAction, endsEditingOnTap: endsEditingOnTap,
            returnKeyNavigation: returnKeyNavigation)))
    }

    /// Makes this bottom bar (a chat's composer) ride on the keyboard, during the user's
    /// interactive dismissal too, with SwiftUI's own keyboard lift off for it (rule S4).
    ///
    /// Lay the bar over the bottom of the messages, above the safe area, and give the
    /// messages the bar's height both as room below their end and as the keyboard
    /// modifier's extra spacing, so that the newest message rests on the bar's top:
    ///
    /// ```swift
    /// import KeyboardAvoidance
    /// import SwiftUI
    ///
    /// struct ChatScreen: View {
    ///   @State private var draft = ""
    ///
    ///   var body: some View {
    ///     ZStack(alignment: .bottom) {
    ///       ScrollView {
    ///         Text("Hello")
    ///       }
    ///       .safeAreaInset(edge: .bottom, spacing: 0) { Color.clear.frame(height: 52) }
    ///       .keyboardAvoidance(extraSpacing: 52)
    ///       .scrollDismissesKeyboard(.interactively)
    ///       TextField("Message", text: $draft).frame(height: 52).ridesKeyboard()
    ///     }
    ///     .ignoresSafeArea(.keyboard, edges: .bottom)
    ///   }
    /// }
    /// ```
    ///
    /// The bar's bottom padding follows the keyboard's overlap of its window, less the
    /// bottom safe area its layout already keeps, animated with the keyboard, and while the
    /// user drags the keyboard down a scroll view whose dismiss mode is interactive.
    @MainActor
    public func ridesKeyboard() -> some View {
      modifier(KeyboardBarModifier())
    }
  }

  /// The keyboard modifier: the probe that finds the scroll view, SwiftUI's keyboard lift
  /// off once it has, and the engine's addition in SwiftUI's layout (rules S1, S2).
  ///
  /// From iOS 17 the addition is a bottom content margin of the scroll content, which
  /// SwiftUI adds to the scroll view's insets and nowhere else; before, a bottom safe-area
  /// inset of the container, the one way iOS 15 has. Either way a meter in the layout tells
  /// the sink the height SwiftUI laid out.
  struct KeyboardAvoidanceModifier: ViewModifier {
    /// The settings the app passed.
    let settings: KeyboardModifierSettings
    /// The engine's bottom addition, laid out as a content margin or a safe-area inset.
    @State private var bottom: CGFloat = 0
    /// Where the engine's addition goes, and what hears the height SwiftUI laid out.
    @State private var sink = SwiftUIInsetSink()
    /// Whether the probe found the scroll view: only then is SwiftUI's own lift off.
    @State private var isFound = false

    func body(content: Content) -> some View {
      if #available(iOS 17.0, *) {
        probed(
          content
            .contentMargins(.bottom, bottom, for: .scrollContent)
            .background(meter, alignment: .bottom))
      } else {
        probed(content.safeAreaInset(edge: .bottom, spacing: 0) { meter })
      }
    }

    /// A clear view as tall as the addition, whose meter reports the height laid out.
    private var meter: some View {
      Color.clear.frame(height: bottom).allowsHitTesting(false)
        .background(SwiftUIInsetMeter(sink: sink))
    }

    /// `view` with the probe behind it and, once it found its scroll view, SwiftUI's own
    /// keyboard lift off.
    private func probed<Modified: View>(_ view: Modified) -> some View {
      view
        .background(
          KeyboardScrollViewProbe(
            settings: settings, sink: sink, bottom: $bottom, isFound: $isFound)
        )
        .ignoresSafeArea(.keyboard, edges: isFound ? .bottom : [])
    }
  }
#endif
