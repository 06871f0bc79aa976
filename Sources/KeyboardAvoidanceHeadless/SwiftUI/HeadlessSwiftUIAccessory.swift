package import Foundation
import KeyboardAvoidanceCore

/// The accessory view SwiftUI gives one of its text fields, with the app's keyboard toolbar
/// (`ToolbarItemGroup(placement: .keyboard)`) in it or not, as unkind as SwiftUI is (rule
/// T1).
///
/// SwiftUI gives its text fields an accessory view of its own making whether or not the
/// app declares a keyboard toolbar (other projects read its class as
/// `InputAccessoryHost<InputAccessoryBar>` up to iOS 17, `RootUIView` from iOS 18): empty,
/// no subviews and no height, without one; holding the toolbar's bar with one. When SwiftUI
/// installs it and when it fills it is SwiftUI's own business, documented nowhere:
/// ``Timing`` offers each order, and SwiftUI's update that acts late runs on the main
/// queue's turn after the keyboard's show notification, over whatever the field has by then.
@MainActor
package final class HeadlessSwiftUIAccessory: HeadlessView {
  /// When SwiftUI installs its accessory view on the field, and fills it (rule O1: no order
  /// is promised).
  package enum Timing: CaseIterable, Sendable {
    /// Installed, and filled where the app has a toolbar, before the field is focused.
    case beforeFocus
    /// Installed empty before the field is focused; filled at SwiftUI's update after the
    /// keyboard's show notification, which then reloads the field's input views.
    case filledAfterShow
    /// Installed, filled where the app has a toolbar, at SwiftUI's update after the
    /// keyboard's show notification, over the accessory view the field has then, and reloaded.
    case installedAfterShow
  }

  /// The height of the bar SwiftUI shows for the app's keyboard toolbar.
  package static let toolbarHeight: CGFloat = 44

  /// Gives `field`, in a window, SwiftUI's accessory view, with the app's keyboard toolbar
  /// (`hasToolbar`) or empty, installed and filled at `timing`.
  @discardableResult
  package static func attach(
    to field: any HeadlessInput, hasToolbar: Bool, timing: Timing
  ) -> HeadlessSwiftUIAccessory {
    let accessory = HeadlessSwiftUIAccessory(frame: .zero)
    switch timing {
    case .beforeFocus:
      if hasToolbar { accessory.fill() }
      field.inputAccessoryView = accessory
    case .filledAfterShow:
      field.inputAccessoryView = accessory
      guard hasToolbar else { break }
      afterNextShow(of: field) { [weak field] in
        accessory.fill()
        field?.reloadInputViews()
      }
    case .installedAfterShow:
      if hasToolbar { accessory.fill() }
      afterNextShow(of: field) { [weak field] in
        field?.inputAccessoryView = accessory
        field?.reloadInputViews()
      }
    }
    return accessory
  }

  /// Puts the toolbar's bar in: the view gets its height.
  private func fill() {
    frame = CGRect(x: 0, y: 0, width: 0, height: Self.toolbarHeight)
    addSubview(HeadlessView(frame: bounds))
  }

  /// Runs `update` once, on the main queue's turn after the keyboard's next show, as
  /// SwiftUI's update after the keyboard's notification does: queued at the show's first
  /// will-notification, whichever UIKit posts (rule O1 e: a will-change-frame may come
  /// alone).
  private static func afterNextShow(
    of field: any HeadlessInput, _ update: @escaping @MainActor () -> Void
  ) {
    guard let screen = field.window?.screen else { return }
    var pending: (@MainActor () -> Void)? = update
    let shows = [KeyboardEventName.willShow, .willChangeFrame].map(\.notificationName)
    screen.keyboardDidPostHandlers.append { [weak screen] name, _ in
      guard shows.contains(name), let run = pending else { return }
      pending = nil
      screen?.enqueueOnMainQueue(run)
    }
  }
}
