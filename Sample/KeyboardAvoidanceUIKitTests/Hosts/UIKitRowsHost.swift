import UIKit

/// A list of ``FieldRows`` filling the window: a plain `UITableView` in a view
/// controller's view, the table of a `UITableViewController` (the window's root), or a
/// `UICollectionView` whose flow layout stacks full-width 44 pt items; adjustment `never`,
/// not enabled.
@MainActor
final class UIKitRowsHost: StagedHost {
  /// Which list.
  enum Kind {
    case table, tableViewController, collection
  }

  let stage: UIKitStage
  let list: UIScrollView
  private let rows: FieldRows

  init(_ kind: Kind, rows: [Int: UIReturnKeyType], scene: UIWindowScene) {
    self.rows = FieldRows(rows)
    let bounds = CGRect(origin: .zero, size: ScrollScenario.screenSize)
    switch kind {
    case .table, .tableViewController:
      let controller = kind == .table ? nil : UITableViewController(style: .plain)
      let table = controller?.tableView ?? UITableView(frame: bounds, style: .plain)
      table.rowHeight = FormScenarios.rowHeight
      table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
      table.dataSource = self.rows
      list = table
      stage = UIKitStage(scene: scene, root: controller ?? UIViewController())
    case .collection:
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: bounds.width, height: FormScenarios.rowHeight)
      layout.minimumLineSpacing = 0
      let collection = UICollectionView(frame: bounds, collectionViewLayout: layout)
      collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
      collection.dataSource = self.rows
      list = collection
      stage = UIKitStage(scene: scene)
    }
    list.contentInsetAdjustmentBehavior = .never
    if list.superview == nil { stage.rootView.addSubview(list) }
    stage.window.layoutIfNeeded()
  }

  /// The text field of `row`'s cell, when the cell exists.
  func field(_ row: Int) -> UITextField? {
    let cell: UIView? =
      (list as? UITableView)?.cellForRow(at: IndexPath(row: row, section: 0))
      ?? (list as? UICollectionView)?.cellForItem(at: IndexPath(item: row, section: 0))
    let content =
      (cell as? UITableViewCell)?.contentView
      ?? (cell as? UICollectionViewCell)?
      .contentView
    return content?.subviews.first as? UITextField
  }

  /// The insets and offset as UIKit reports them.
  var state: HostState { UIKitStage.state(of: list) }
}
