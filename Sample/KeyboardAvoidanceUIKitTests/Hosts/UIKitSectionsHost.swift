import UIKit

/// A ``TableSections`` table filling the window: a `UITableView`, plain or grouped, in a
/// view controller's view; adjustment `never`, no section header top padding, not enabled.
///
/// Section headers and footers are `UITableViewHeaderFooterView`s of fixed heights, the
/// table's header and footer views plain views; each holds a field where the scenario
/// says, at ``FormScenarios/fieldInCell``, as rows' cells do.
@MainActor
final class UIKitSectionsHost: StagedHost {
  let stage: UIKitStage
  let table: UITableView
  private let source: SectionSource

  init(_ layout: TableSections, scene: UIWindowScene) {
    let bounds = CGRect(origin: .zero, size: ScrollScenario.screenSize)
    table = UITableView(frame: bounds, style: layout.isPlain ? .plain : .grouped)
    source = SectionSource(layout)
    table.rowHeight = FormScenarios.rowHeight
    table.sectionHeaderTopPadding = 0
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = source
    table.delegate = source
    if layout.tableHeader > 0 {
      table.tableHeaderView = Self.fieldView(height: layout.tableHeader, width: bounds.width)
    }
    if layout.tableFooter > 0 {
      table.tableFooterView = Self.fieldView(height: layout.tableFooter, width: bounds.width)
    }
    table.contentInsetAdjustmentBehavior = .never
    stage = UIKitStage(scene: scene)
    stage.rootView.addSubview(table)
    stage.window.layoutIfNeeded()
  }

  /// A view of `height` holding a field, for the table's header or footer.
  private static func fieldView(height: CGFloat, width: CGFloat) -> UIView {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    view.addSubview(UIKitStage.textField(frame: FormScenarios.fieldInCell))
    return view
  }

  /// The field of a row's cell, when the cell exists.
  func rowField(section: Int, row: Int) -> UITextField? {
    table.cellForRow(at: IndexPath(row: row, section: section))?.contentView.subviews.first
      as? UITextField
  }

  /// The field of a section's header view, when the view exists.
  func headerField(section: Int) -> UITextField? {
    table.headerView(forSection: section)?.contentView.subviews.first as? UITextField
  }

  /// The field of a section's footer view, when the view exists.
  func footerField(section: Int) -> UITextField? {
    table.footerView(forSection: section)?.contentView.subviews.first as? UITextField
  }

  /// The field of the table's header view.
  var tableHeaderField: UITextField? { table.tableHeaderView?.subviews.first as? UITextField }

  /// The field of the table's footer view.
  var tableFooterField: UITextField? { table.tableFooterView?.subviews.first as? UITextField }

  /// The insets and offset as UIKit reports them.
  var state: HostState { UIKitStage.state(of: table) }
}

/// The rows, headers and footers of a ``TableSections`` table.
@MainActor
private final class SectionSource: NSObject, UITableViewDataSource, UITableViewDelegate {
  private let layout: TableSections

  init(_ layout: TableSections) {
    self.layout = layout
  }

  func numberOfSections(in tableView: UITableView) -> Int { layout.sections.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    layout.sections[section].rows
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    for view in cell.contentView.subviews { view.removeFromSuperview() }
    if layout.sections[indexPath.section].fieldRows.contains(indexPath.row) {
      cell.contentView.addSubview(UIKitStage.textField(frame: FormScenarios.fieldInCell))
    }
    return cell
  }

  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    layout.sections[section].header
  }

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    let spec = layout.sections[section]
    return spec.header > 0 ? Self.headerFooter(hasField: spec.headerHasField) : nil
  }

  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    layout.sections[section].footer
  }

  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    let spec = layout.sections[section]
    return spec.footer > 0 ? Self.headerFooter(hasField: spec.footerHasField) : nil
  }

  /// A header or footer view, with a field when `hasField`.
  private static func headerFooter(hasField: Bool) -> UITableViewHeaderFooterView {
    let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
    if hasField {
      view.contentView.addSubview(UIKitStage.textField(frame: FormScenarios.fieldInCell))
    }
    return view
  }
}
