/// What the Previous / Next / Done bar does with the accessory view an input has (rule
/// T1): one decision for the UIKit binding and the headless model, so that the two cannot
/// drift.
///
/// The app's own accessory view is never replaced, and SwiftUI's keyboard toolbar
/// (`ToolbarItemGroup(placement: .keyboard)`) is the app's own. SwiftUI gives its text
/// fields an accessory view of its own making whether or not the app declares such a
/// toolbar (other projects read its class as `InputAccessoryHost<InputAccessoryBar>` up to
/// iOS 17 and `RootUIView` from iOS 18): without a toolbar it is empty, no subviews and no
/// height; with one it holds the toolbar's bar. How the bar tells: the view is one of
/// SwiftUI's (its class comes from the SwiftUI framework, as its hosting view's does) and
/// has no subviews. The bar takes the place of an empty one and keeps it, and gives it back
/// as soon as it holds a toolbar, whenever SwiftUI fills it: before the bar came, after it
/// (the bar looks again at each keyboard did-notification and the main queue's turn after
/// it, rule O1 b), or never.
package enum ToolbarSlot: Equatable, Sendable {
  /// No accessory view, or SwiftUI's empty one: the bar goes in, SwiftUI's kept aside.
  case take
  /// The engine's bar: brought up to date.
  case update
  /// The engine's bar took the place of SwiftUI's accessory view, which now holds the app's
  /// keyboard toolbar: SwiftUI's goes back, the bar steps aside.
  case giveBack
  /// An accessory view of the app's own (SwiftUI's holding a toolbar included): left alone.
  case stepAside

  /// The decision for an input whose accessory view is `accessory`, where `displaced` is
  /// the SwiftUI accessory view the engine's bar took the place of, if any.
  ///
  /// - Parameter isBar: Whether a view is the engine's bar.
  @MainActor
  package static func decide<View: KeyboardViewNode>(
    accessory: View?, displaced: View?, isBar: (View) -> Bool
  ) -> ToolbarSlot where View.Node == View {
    guard let accessory else { return .take }
    if isBar(accessory) {
      if let displaced, !isEmptySwiftUIAccessory(displaced) { return .giveBack }
      return .update
    }
    return isEmptySwiftUIAccessory(accessory) ? .take : .stepAside
  }

  /// Whether `view` is the accessory view SwiftUI gives a text field where the app declares
  /// no keyboard toolbar: one of SwiftUI's views, with no subviews.
  @MainActor
  package static func isEmptySwiftUIAccessory<View: KeyboardViewNode>(_ view: View) -> Bool
  where View.Node == View {
    view.isSwiftUIView && view.subviews.isEmpty
  }
}
