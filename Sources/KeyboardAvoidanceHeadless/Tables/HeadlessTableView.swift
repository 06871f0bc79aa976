import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine

/// A table view: sections with header and footer heights, rows, reused cells.
///
/// Models `UITableView` on ``HeadlessRowListView``. It can be managed by a table view
/// controller, which in UIKit adds its own keyboard inset ("automatically resizes its
/// table view to accommodate ... the onscreen keyboard", `UITableViewController`); see
/// ``tableViewController``.
@MainActor
package final class HeadlessTableView: HeadlessRowListView {
  /// How a `UITableViewController` managing this table reacts to the keyboard, or `nil`
  /// when no controller manages it.
  ///
  /// On each `will` notification the model's controller writes `contentInset.bottom` as
  /// an absolute value: the inset the table had when the controller took over, plus the
  /// overlap beyond the safe area, and jumps the first responder's cell to the top of the
  /// visible band. UIKit's
  /// mechanism is private; this is the observable outcome the engine must cope with
  /// (rules I1, I2), whichever of the two reacts first.
  package var tableViewController: TableViewControllerBehaviour? {
    didSet { installController() }
  }

  /// Which reacts first to a keyboard notification: the controller or the engine.
  package enum TableViewControllerBehaviour: Sendable {
    /// The controller's change is in place before the engine sees the notification.
    case reactsBeforeEngine
    /// The engine sees the notification first; the controller writes after it.
    case reactsAfterEngine
  }

  private var controllerBaseBottom: CGFloat = 0
  private var controllerObservation: ControllerObservation?

  /// Table cells.
  package override func makeCell() -> HeadlessRowCell { HeadlessTableViewCell() }

  /// The table's style (`UITableView.Style`): a plain table's section headers and footers
  /// float, pinned to the visible bounds while their rows scroll under them.
  package var style: Style = .grouped

  /// A table's style.
  package enum Style: Sendable {
    /// Section headers and footers float over the rows (pinned to the visible bounds).
    case plain
    /// Section headers and footers scroll with the rows (the default here).
    case grouped
    /// As ``grouped``, with rounded sections inset from the edges.
    case insetGrouped
  }

  /// A plain table's headers float.
  package override var pinsSectionHeaders: Bool { style == .plain }

  /// A plain table's footers float.
  package override var pinsSectionFooters: Bool { style == .plain }

  /// Installs the controller's observation once the table is on a screen.
  package override func didMoveToWindow() {
    installController()
    super.didMoveToWindow()
  }

  private func installController() {
    guard let behaviour = tableViewController, let screen = window?.screen,
      controllerObservation?.screen !== screen
    else { return }
    controllerBaseBottom = contentInset.bottom
    controllerObservation = ControllerObservation(screen: screen, table: self, behaviour: behaviour)
  }

  /// The controller's reaction to a keyboard notification.
  func controllerHandle(name: Notification.Name, userInfo: [AnyHashable: Any]?) {
    guard tableViewController != nil, let event = KeyboardEvent(name: name, userInfo: userInfo),
      event.name.isWill, let frame = frameInScreen, let screen = window?.screen?.bounds
    else { return }
    let overlap = Overlap(event: event, hostFrame: frame, screenBounds: screen).height
    contentInset = contentInset.withBottom(
      controllerBaseBottom + max(0, overlap - safeAreaInsets.bottom))
    guard overlap > 0, let field = window?.firstResponder,
      let cell = field.superview as? HeadlessRowCell, indexPath(for: cell) != nil
    else { return }
    let adjusted = adjustedContentInset
    let solver = ScrollSolver(
      boundsSize: bounds.size, contentSize: contentSize, adjustedInset: adjusted)
    contentOffset = solver.offsetClampedToValidRange(
      CGPoint(x: contentOffset.x, y: cell.frame.minY - adjusted.top))
  }
}

/// The controller's subscription to the screen's keyboard notifications.
@MainActor
private final class ControllerObservation {
  weak var screen: HeadlessScreen?

  init(
    screen: HeadlessScreen, table: HeadlessTableView,
    behaviour: HeadlessTableView.TableViewControllerBehaviour
  ) {
    self.screen = screen
    let handler: @MainActor (Notification.Name, [AnyHashable: Any]?) -> Void = {
      [weak table] name, userInfo in
      table?.controllerHandle(name: name, userInfo: userInfo)
    }
    switch behaviour {
    case .reactsBeforeEngine: screen.keyboardWillPostHandlers.append(handler)
    case .reactsAfterEngine: screen.keyboardDidPostHandlers.append(handler)
    }
  }
}
