#if canImport(SwiftUI) && canImport(UIKit)
  public import Foundation
  import KeyboardAvoidanceEngine
  public import SwiftUI

  extension View {
    /// Keeps the focused input of this `ScrollView`, `List` or `Form` above the keyboard,
    /// with a margin, caret tracking and an optional Previous / Next / Done bar, and turns
    /// SwiftUI's own keyboard lift off for it, so that the keyboard lifts it once.
    ///
    /// Put it on the container, not on its rows (SwiftUI recycles those). Return and tap to
    /// dismiss stay SwiftUI's: move focus with `onSubmit` and `@FocusState`, and dismiss
    /// with `scrollDismissesKeyboard` (iOS 16 and later):
    ///
    /// ```swift
    /// import KeyboardAvoidance
    /// import SwiftUI
    ///
    /// struct ContactForm: View {
    ///   enum Field { case name, notes }
    ///   @State private var name = ""
    ///   @State private var notes = ""
    ///   @FocusState private var focus: Field?
    ///
    ///   var body: some View {
    ///     Form {
    ///       TextField("Name", text: $name)
    ///         .focused($focus, equals: .name)
    ///         .submitLabel(.next)
    ///         .onSubmit { focus = .notes }
    ///       TextEditor(text: $notes)
    ///         .focused($focus, equals: .notes)
    ///     }
    ///     .keyboardAvoidance(margin: 24, showsToolbar: true)
    ///   }
    /// }
    /// ```
    ///
    /// The modifier finds the `UIScrollView` SwiftUI made for the container (the innermost
    /// one whose frame holds the container's, under a navigation bar or padded too), again
    /// in each of its layout passes and when SwiftUI swaps that view for another (an
    /// `if`/`else`, an `.id`), and gives it the engine the UIKit binding gives any scroll
    /// view: the keyboard's overlap with the bottom safe area taken into account, the
    /// focused input revealed with `margin` around it, a wrapped `UITextView`'s caret
    /// followed as the user types. SwiftUI owns that scroll view's insets, so the engine's
    /// addition reaches the content through SwiftUI's layout, as a bottom safe-area inset of
    /// the container on every version, animated with a SwiftUI animation that ends with the
    /// keyboard's (SwiftUI cannot take UIKit's keyboard curve). SwiftUI's own keyboard lift
    /// is off only while such a scroll view is served; when none is found, the debug log
    /// says so and SwiftUI's lift stays.
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
    /// The margin, the bar and its tint and title can be set once above the containers,
    /// with
    /// `keyboardAvoidanceDefaults(margin:showsToolbar:toolbarTint:showsPlaceholderAsToolbarTitle:)`
    /// (a parameter left `nil` here takes the value set there, one given here overrides it).
    ///
    /// - Parameters:
    ///   - margin: Room kept above and below the focused input, in points; `nil` for the
    ///     value set above the container, else 16.
    ///   - extraSpacing: Space added to the keyboard's overlap: the height of a bar that
    ///     rides on the keyboard (`ridesKeyboard()`).
    ///   - showsToolbar: Whether inputs without an accessory view of their own get a
    ///     Previous / Next / Done bar above the keyboard; `nil` for the value set above the
    ///     container, else no bar.
    ///   - toolbarTint: The bar's tint; `nil` for the value set above the container, else
    ///     the app's.
    ///   - showsPlaceholderAsToolbarTitle: Whether the bar shows the focused text field's
    ///     placeholder as its title (a text view has none); `nil` for the value set above
    ///     the container, else no title.
    ///   - toolbarDoneAction: What the bar's Done does besides ending editing, `nil` for
    ///     nothing more; called once editing has ended.
    @MainActor
    public func keyboardAvoidance(
      margin: CGFloat? = nil, extraSpacing: CGFloat = 0, showsToolbar: Bool? = nil,
      toolbarTint: Color? = nil, showsPlaceholderAsToolbarTitle: Bool? = nil,
      toolbarDoneAction: (@MainActor () -> Void)? = nil
    ) -> some View {
      modifier(
        KeyboardAvoidanceModifier(
          parameters: InheritableSettings(
            margin: margin, showsToolbar: showsToolbar, toolbarTint: toolbarTint,
            showsPlaceholderAsToolbarTitle: showsPlaceholderAsToolbarTitle),
          extraSpacing: extraSpacing, toolbarDoneAction: toolbarDoneAction))
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
  /// off while it serves one, and the engine's addition in SwiftUI's layout (rules S1, S2).
  ///
  /// The addition is a bottom safe-area inset of the container on every version: SwiftUI
  /// adds it to the container's scroll view only (content margins would reach scroll views
  /// nested in rows too), and a meter in it tells the sink the height SwiftUI lays out.
  struct KeyboardAvoidanceModifier: ViewModifier {
    /// The settings the app passed to the modifier, `nil` where it left one to the
    /// environment.
    let parameters: InheritableSettings<Color>
    /// Space added to the keyboard's overlap (rule I1).
    let extraSpacing: CGFloat
    /// What Done does besides ending editing, `nil` for nothing more.
    let toolbarDoneAction: (@MainActor () -> Void)?
    /// The settings set above the container (`keyboardAvoidanceDefaults(...)`).
    @Environment(\.keyboardAvoidanceDefaults) private var defaults
    /// The engine's bottom addition, laid out as a safe-area inset.
    @State private var bottom: CGFloat = 0
    /// Where the engine's addition goes, and what hears the height SwiftUI laid out.
    @State private var sink = SwiftUIInsetSink()
    /// Whether the probe serves a live scroll view: only then is SwiftUI's own lift off.
    @State private var isFound = false

    func body(content: Content) -> some View {
      content
        .safeAreaInset(edge: .bottom, spacing: 0) {
          Color.clear.frame(height: bottom).allowsHitTesting(false)
            .background(SwiftUIInsetMeter(sink: sink, height: bottom))
        }
        .background(
          KeyboardScrollViewProbe(
            settings: KeyboardModifierSettings(
              inherited: parameters.over(defaults).resolved, extraSpacing: extraSpacing,
              toolbarDoneAction: toolbarDoneAction),
            sink: sink, bottom: $bottom, isFound: $isFound)
        )
        .ignoresSafeArea(.keyboard, edges: isFound ? .bottom : [])
    }
  }
#endif
