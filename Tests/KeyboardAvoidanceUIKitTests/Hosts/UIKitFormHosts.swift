#if canImport(UIKit)
  import KeyboardAvoidance
  import KeyboardAvoidanceTesting
  import RuleScenarios
  import UIKit

  /// A window of the scenarios' 390 x 844 screen, laid at the bottom-left of the
  /// simulator's screen as in ``UIKitScenarioHost``, and the keyboard for it.
  @MainActor
  final class UIKitStage {
    let window: UIWindow
    let keyboard: KeyboardSimulator
    /// How far the scenario's screen lies below the simulator screen's top.
    let shift: CGFloat

    init(root: UIViewController = UIViewController()) {
      window = UIWindow(frame: .zero)
      let screen = window.windowScene?.screen.bounds ?? window.screen.bounds
      shift = screen.height - ScrollScenario.screenSize.height
      window.frame = CGRect(origin: CGPoint(x: 0, y: shift), size: ScrollScenario.screenSize)
      window.rootViewController = root
      window.makeKeyAndVisible()
      keyboard = KeyboardSimulator(window: window)
      window.layoutIfNeeded()
    }

    /// The root view controller's view, which fills the window.
    var rootView: UIView { window.rootViewController?.view ?? window }

    /// Shows the keyboard at a frame of the scenario's screen.
    func show(_ frame: CGRect) {
      keyboard.show(frame.offsetBy(dx: 0, dy: shift))
    }

    /// Hides the keyboard.
    func hide() {
      keyboard.hide()
    }

    /// Ends editing and takes the window off screen.
    func tearDown() {
      window.endEditing(true)
      window.isHidden = true
    }
  }

  /// The rows of ``FormScenarios``, 44 pt each, a text field in the rows that have a
  /// Return key, for a table or a collection view.
  @MainActor
  final class FieldRows: NSObject, UITableViewDataSource, UICollectionViewDataSource {
    private let returnKeys: [Int: UIReturnKeyType]

    /// Rows whose fields are in `rows` with their Return keys.
    init(_ rows: [Int: UIReturnKeyType]) {
      returnKeys = rows
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      FormScenarios.rowCount
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      fill(cell.contentView, row: indexPath.row)
      return cell
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      FormScenarios.rowCount
    }

    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
      fill(cell.contentView, row: indexPath.item)
      return cell
    }

    private func fill(_ content: UIView, row: Int) {
      for view in content.subviews { view.removeFromSuperview() }
      guard let key = returnKeys[row] else { return }
      let field = UITextField(frame: FormScenarios.fieldInCell)
      field.returnKeyType = key
      content.addSubview(field)
    }
  }

  /// A list of ``FieldRows`` filling the window: a plain `UITableView` in a view
  /// controller's view, the table of a `UITableViewController`, or a `UICollectionView`
  /// whose flow layout stacks full-width 44 pt items; adjustment `never`, not enabled.
  @MainActor
  final class UIKitRowsHost {
    /// Which list.
    enum Kind {
      case table, tableViewController, collection
    }

    let stage: UIKitStage
    let list: UIScrollView
    private let rows: FieldRows

    init(_ kind: Kind, rows: [Int: UIReturnKeyType]) {
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
        stage = UIKitStage(root: controller ?? UIViewController())
      case .collection:
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: bounds.width, height: FormScenarios.rowHeight)
        layout.minimumLineSpacing = 0
        let collection = UICollectionView(frame: bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
        collection.dataSource = self.rows
        list = collection
        stage = UIKitStage()
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

  /// A full-window scroll view of `RuleScenarios.lowField`'s size with text fields at
  /// given frames; adjustment `never`, not enabled, nothing focused.
  @MainActor
  final class UIKitFieldsHost {
    let stage = UIKitStage()
    let scrollView: UIScrollView
    let fields: [UITextField]

    init(_ frames: [CGRect]) {
      let scenario = RuleScenarios.lowField
      scrollView = UIScrollView(frame: scenario.hostFrame)
      scrollView.contentInsetAdjustmentBehavior = .never
      scrollView.contentSize = scenario.contentSize
      fields = frames.map { UITextField(frame: $0) }
      for field in fields { scrollView.addSubview(field) }
      stage.rootView.addSubview(scrollView)
      stage.window.layoutIfNeeded()
    }

    /// The insets and offset as UIKit reports them.
    var state: HostState { UIKitStage.state(of: scrollView) }
  }

  /// A full-window `UITextView` editor, enabled, adjustment `never` (rule F5).
  @MainActor
  final class UIKitEditorHost {
    let stage = UIKitStage()
    let textView: UITextView

    init() {
      textView = UITextView(frame: CGRect(origin: .zero, size: ScrollScenario.screenSize))
      textView.contentInsetAdjustmentBehavior = .never
      stage.rootView.addSubview(textView)
      textView.keyboard.enable()
      stage.window.layoutIfNeeded()
    }

    /// The caret's rect at the end of the selection, in the text view's coordinates.
    var caret: CGRect? {
      textView.selectedTextRange.map { textView.caretRect(for: $0.end) }
    }

    /// Puts the caret at the start of the text.
    func moveCaretToStart() {
      let start = textView.beginningOfDocument
      textView.selectedTextRange = textView.textRange(from: start, to: start)
    }
  }

  /// A panel pinned above the bottom of the root view by `view.bottom = panel.bottom + 16`,
  /// with a text field in it (rules C1, C2).
  @MainActor
  final class UIKitPanelHost {
    let stage = UIKitStage()
    let panel = UIView(frame: .zero)
    let field = UITextField(frame: FormScenarios.panelField)
    let constraint: NSLayoutConstraint

    init() {
      let view = stage.rootView
      panel.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(panel)
      panel.addSubview(field)
      constraint = view.bottomAnchor.constraint(
        equalTo: panel.bottomAnchor, constant: FormScenarios.panelBase)
      NSLayoutConstraint.activate([
        panel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        panel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        panel.heightAnchor.constraint(equalToConstant: FormScenarios.panelHeight), constraint,
      ])
      stage.window.layoutIfNeeded()
    }
  }

  extension UIKitStage {
    /// A scroll view's bottom insets and offset as UIKit reports them.
    static func state(of scrollView: UIScrollView) -> HostState {
      HostState(
        contentBottom: scrollView.contentInset.bottom,
        indicatorBottom: scrollView.verticalScrollIndicatorInsets.bottom,
        offsetY: scrollView.contentOffset.y)
    }

    /// The visible band of `scrollView`, vertically, with the insets it has now (rule F3):
    /// `offset + adjusted.top ... offset + height - adjusted.bottom`.
    static func band(of scrollView: UIScrollView) -> ClosedRange<CGFloat> {
      let top = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
      let bottom =
        scrollView.contentOffset.y + scrollView.bounds.height
        - scrollView.adjustedContentInset.bottom
      return top...max(top, bottom)
    }
  }
#endif
