import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import RuleScenarios
import Testing

/// The scenarios of ``FormScenarios`` and the helpers on the headless model: the twins of
/// `Sample/KeyboardAvoidanceUIKitTests`' list, editor, constraint and helper tests, with the
/// same names and numbers. Where the two hosts observe a rule differently, the test says so.
extension RuleScenarioModelTests {
  /// A full-screen window on the scenarios' screen, with no safe area; the model takes
  /// `orders` where UIKit promises none (rule O1).
  private static func window(_ orders: OrderChoices) -> HeadlessWindow {
    let screen = HeadlessScreen(size: ScrollScenario.screenSize)
    screen.orders = orders
    return HeadlessWindow(screen: screen, frame: CGRect(origin: .zero, size: screen.bounds.size))
  }

  private static func state(of scrollView: HeadlessScrollView) -> HostState {
    HostState(
      contentBottom: scrollView.contentInset.bottom,
      indicatorBottom: scrollView.verticalScrollIndicatorInsets.bottom,
      offsetY: scrollView.contentOffset.y)
  }

  /// The rows of ``FormScenarios``: 40 of 44 pt, no header, fields where `keys` say.
  private static func sections(_ keys: [Int: ReturnKeyType]) -> [SectionSpec] {
    let rows = (0..<FormScenarios.rowCount).map { row in
      RowSpec(
        height: FormScenarios.rowHeight,
        input: keys[row].map {
          .init(id: "row\(row)", frame: FormScenarios.fieldInCell, returnKeyType: $0)
        })
    }
    return [SectionSpec(rows: rows)]
  }

  /// A list filling a window, adjustment `never`, enabled.
  private static func list<List: HeadlessRowListView>(
    _ make: (CGRect, [SectionSpec]) -> List, keys: [Int: ReturnKeyType], _ orders: OrderChoices
  ) -> (HeadlessWindow, List) {
    let window = Self.window(orders)
    let list = make(window.bounds, sections(keys))
    list.contentInsetAdjustmentBehavior = .never
    window.addSubview(list)
    list.keyboard.enable()
    return (window, list)
  }

  static func checkFocusedRow<List: HeadlessRowListView>(
    _ make: (CGRect, [SectionSpec]) -> List, _ orders: OrderChoices
  ) throws {
    let (window, list) = Self.list(make, keys: [FormScenarios.focusedRow: .default], orders)
    let path = RowPath(section: 0, row: FormScenarios.focusedRow)
    try #require(list.cellForRow(at: path)?.textField).becomeFirstResponder()
    let keyboard = KeyboardSimulator(window: window)
    keyboard.show(RuleScenarios.docked)
    let shown = FormScenarios.rowShown
    #expect(state(of: list).matches(shown), "shown: model \(state(of: list))")
    keyboard.hide()
    let hidden = FormScenarios.rowHidden
    #expect(state(of: list).matches(hidden), "hidden: model \(state(of: list))")
  }

  @Test("F2: a field in a table's cell reveals the whole cell, 336 and 256")
  func tableCell() throws { try Self.checkFocusedRow(HeadlessTableView.init, OrderChoices()) }

  @Test("F2: a field in a collection view's cell reveals the whole cell, 336 and 256")
  func collectionCell() throws {
    try Self.checkFocusedRow(HeadlessCollectionView.init, OrderChoices())
  }

  @Test("I5: the engine writes no inset to a table view controller's table; the field shows")
  func tableViewController() throws { try Self.checkTableViewController(OrderChoices()) }

  static func checkTableViewController(_ orders: OrderChoices) throws {
    let (window, table) = Self.list(
      HeadlessTableView.init, keys: [FormScenarios.focusedRow: .default], orders)
    // The model's controller reacts before the engine (its other order is covered by the
    // engine's own tests); UIKit's order is not documented.
    table.tableViewController = .reactsBeforeEngine
    let path = RowPath(section: 0, row: FormScenarios.focusedRow)
    try #require(table.cellForRow(at: path)?.textField).becomeFirstResponder()
    let writes = engineWrites { KeyboardSimulator(window: window).show(RuleScenarios.docked) }
    #expect(!writes.setsInsets, "\(writes)")
    let top = table.contentOffset.y + table.adjustedContentInset.top
    let bottom = table.contentOffset.y + table.bounds.height - table.adjustedContentInset.bottom
    let target = FormScenarios.focusedRowField
    #expect(top <= target.minY && target.maxY <= bottom + 0.001, "band \(top) ... \(bottom)")
  }

  @Test("F6: Return moves on from Next, stays in Send and ends editing in Done")
  func returnKeys() throws { try Self.checkReturnKeys(OrderChoices()) }

  static func checkReturnKeys(_ orders: OrderChoices) throws {
    let keys: [ReturnKeyType] = FormScenarios.returnKeys.map {
      switch $0 {
      case .next: .next
      case .send: .send
      case .done: .done
      }
    }
    let (window, table) = Self.list(
      HeadlessTableView.init, keys: Dictionary(uniqueKeysWithValues: zip(0..., keys)), orders)
    let fields = (0..<3).map { table.cellForRow(at: RowPath(section: 0, row: $0))?.textField }
    let next = try #require(fields[0])
    let send = try #require(fields[1])
    let done = try #require(fields[2])
    next.becomeFirstResponder()
    KeyboardSimulator(window: window).show(RuleScenarios.docked)
    #expect(table.keyboard.focusNext())
    #expect(window.screen?.firstResponder === send)
    // The model presses Return itself; UIKit's twin checks the Send field has no
    // editingDidEndOnExit action of the engine's, which is why Return keeps focus there.
    send.pressReturn()
    #expect(window.screen?.firstResponder === send)
    #expect(table.keyboard.focusNext())
    #expect(window.screen?.firstResponder === done)
    done.pressReturn()
    #expect(window.screen?.firstResponder == nil)
  }

  @Test("F6: right to left, Return goes from the right field to the left one, then down")
  func rightToLeft() throws { try Self.checkRightToLeft(OrderChoices()) }

  static func checkRightToLeft(_ orders: OrderChoices) throws {
    let window = Self.window(orders)
    let scenario = RuleScenarios.lowField
    let form = HeadlessScrollView(frame: scenario.hostFrame, contentSize: scenario.contentSize)
    form.contentInsetAdjustmentBehavior = .never
    // UIKit's twin sets the scroll view's semanticContentAttribute to forceRightToLeft.
    form.semanticContentDirection = .rightToLeft
    window.addSubview(form)
    let fields = FormScenarios.rightToLeftFields.enumerated().map { index, frame in
      HeadlessTextField(identifier: "field\(index)", frame: frame)
    }
    for field in fields { form.addSubview(field) }
    form.keyboard.enable()
    form.keyboard.showsToolbar = true
    let ordered = FormScenarios.rightToLeftOrder.map { fields[$0] }
    ordered[0].becomeFirstResponder()
    func buttons(_ field: HeadlessTextField) throws -> (previous: Bool, next: Bool) {
      let bar = try #require(field.inputAccessoryView as? HeadlessToolbar)
      return (bar.isPreviousEnabled, bar.isNextEnabled)
    }
    // The first in the order: no Previous, a Next.
    let atFirst = try buttons(ordered[0])
    #expect(!atFirst.previous && atFirst.next, "\(atFirst)")
    ordered[0].pressReturn()
    #expect(window.screen?.firstResponder === ordered[1])
    let atSecond = try buttons(ordered[1])
    #expect(atSecond.previous && atSecond.next, "\(atSecond)")
    ordered[1].pressReturn()
    #expect(window.screen?.firstResponder === ordered[2])
    // The last in the order: a Previous, no Next.
    let atLast = try buttons(ordered[2])
    #expect(atLast.previous && !atLast.next, "\(atLast)")
    #expect(form.keyboard.focusPrevious())
    #expect(window.screen?.firstResponder === ordered[1])
    #expect(form.keyboard.focusPrevious())
    #expect(window.screen?.firstResponder === ordered[0])
  }

  @Test("F5: typing at the end keeps the caret in view; moving it to the start scrolls to 0")
  func editor() { Self.checkEditor(OrderChoices()) }

  static func checkEditor(_ orders: OrderChoices) {
    let window = Self.window(orders)
    let notes = HeadlessTextView(identifier: "notes", frame: window.bounds)
    notes.contentInsetAdjustmentBehavior = .never
    window.addSubview(notes)
    notes.keyboard.enable()
    notes.becomeFirstResponder()
    KeyboardSimulator(window: window).show(RuleScenarios.docked)
    for _ in 0..<FormScenarios.editorLines { notes.type("line\n") }
    // The model's caret on the last line reaches within 16 of the content's end, as
    // UIKit's does: the editor rests at its end, content + 336 - 844 (F2's clip).
    #expect(notes.contentOffset.y == notes.contentSize.height + 336 - 844)
    notes.select(NSRange(location: 0, length: 0))
    notes.keyboard.inputDidChangeSelection(notes)
    // The engine reads the caret once the layout pass and the main-queue turn that end the
    // run loop's turn have run (rules F5, L8).
    window.screen?.runMainQueue()
    #expect(notes.contentOffset.y == FormScenarios.editorTopOffset)
  }

  /// The panel of ``FormScenarios`` in a full-window view, its field, its constraint.
  private static func panel(_ orders: OrderChoices) -> (
    HeadlessWindow, HeadlessTextField, HeadlessLayoutConstraint
  ) {
    let window = Self.window(orders)
    let view = HeadlessView(frame: window.bounds)
    window.addSubview(view)
    let panel = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
    view.addSubview(panel)
    let field = HeadlessTextField(identifier: "field", frame: FormScenarios.panelField)
    panel.addSubview(field)
    let constraint = HeadlessLayoutConstraint(
      view: view, constant: FormScenarios.panelBase, isSafeAreaAware: false, item: panel)
    return (window, field, constraint)
  }

  /// Shows the docked keyboard in `window`, expecting `shown` as the pin's constant, then
  /// hides it, expecting the base again.
  private static func expectFollows(
    _ constraint: HeadlessLayoutConstraint, to shown: CGFloat, in window: HeadlessWindow
  ) {
    let keyboard = KeyboardSimulator(window: window)
    keyboard.show(RuleScenarios.docked)
    #expect(constraint.constant == shown)
    keyboard.hide()
    #expect(constraint.constant == FormScenarios.panelBase)
  }

  @Test("C1: a bottom pin follows the keyboard, 16 then 352 then 16")
  func follow() { Self.checkFollow(OrderChoices()) }

  static func checkFollow(_ orders: OrderChoices) {
    let (window, _, constraint) = Self.panel(orders)
    constraint.keyboard.follow()
    expectFollows(constraint, to: FormScenarios.followedConstant, in: window)
  }

  @Test("C3: a deactivated pin is not written; active again, it follows, 16 then 352")
  func inactive() { Self.checkInactive(OrderChoices()) }

  static func checkInactive(_ orders: OrderChoices) {
    let (window, _, constraint) = Self.panel(orders)
    constraint.keyboard.follow()
    constraint.isActive = false
    let keyboard = KeyboardSimulator(window: window)
    keyboard.show(RuleScenarios.docked)
    #expect(constraint.constant == FormScenarios.panelBase)
    constraint.isActive = true
    constraint.keyboard.updateIfNeeded()
    #expect(constraint.constant == FormScenarios.followedConstant)
    keyboard.hide()
    #expect(constraint.constant == FormScenarios.panelBase)
  }

  @Test("C2: a bottom pin moves only as much as its covered field needs, 304")
  func whenCovered() { Self.checkWhenCovered(OrderChoices()) }

  static func checkWhenCovered(_ orders: OrderChoices) {
    let (window, field, constraint) = Self.panel(orders)
    constraint.keyboard.follow(mode: .whenCovered)
    field.becomeFirstResponder()
    expectFollows(constraint, to: FormScenarios.coveredConstant, in: window)
  }
}
