package import Foundation
import KeyboardAvoidance
package import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
package import KeyboardAvoidanceHeadless

/// A table form ready for a test: a screen, a full-screen window, and a table (or a
/// list-style collection view) filling it, with the `never` adjustment and avoidance enabled.
///
/// Defaults are an iPhone's 390 x 844 screen without safe area; each suite states its
/// rows' arithmetic in its own comments.
@MainActor
package struct TableForm<List: HeadlessRowListView> {
  /// The screen.
  package let screen: HeadlessScreen
  /// The window.
  package let window: HeadlessWindow
  /// The table or collection view.
  package let table: List
  /// The keyboard.
  package let keyboard: HeadlessKeyboard

  /// Builds a form whose list `make` creates from its frame and sections.
  package init(
    screenSize: CGSize = CGSize(width: 390, height: 844), safeArea: EdgeInsets = .zero,
    sections: [SectionSpec], make: (CGRect, [SectionSpec]) -> List
  ) {
    screen = HeadlessScreen(size: screenSize)
    window = HeadlessWindow(
      screen: screen, frame: CGRect(origin: .zero, size: screenSize), safeAreaInsets: safeArea)
    table = make(window.bounds, sections)
    table.contentInsetAdjustmentBehavior = .never
    window.addSubview(table)
    table.keyboard.enable()
    keyboard = HeadlessKeyboard(screen: screen)
  }

  /// The text field of the cell of the first section's `row`, when the cell exists.
  package func field(_ row: Int) -> HeadlessTextField? {
    table.cellForRow(at: RowPath(section: 0, row: row))?.textField
  }

  /// The input `id` in a cell on screen.
  package func input(_ id: String) -> (any HeadlessInput)? {
    table.visibleRows.lazy.compactMap { table.cellForRow(at: $0) }
      .flatMap(\.inputs).first { $0.identifier == id }
  }

  /// Focuses the field of the first section's `row` and posts the keyboard's will-show to
  /// `keyboardFrame` (by default 336 pt docked from 508 on the 844 pt screen).
  @discardableResult
  package func focusAndShow(
    row: Int, keyboardFrame: CGRect = CGRect(x: 0, y: 508, width: 390, height: 336)
  ) throws -> HeadlessTextField {
    guard let field = field(row) else { throw MissingCell(row: row) }
    field.becomeFirstResponder()
    keyboard.post(KeyboardEvent(name: .willShow, endFrame: keyboardFrame))
    return field
  }

  /// Presses Return in the field of the first section's `row`, with a fresh recorder for
  /// the writes that follow.
  package func pressReturn(inRow row: Int) throws {
    table.recorder = HostRecorder()
    guard let field = field(row) else { throw MissingCell(row: row) }
    field.pressReturn()
  }

  /// The first responder's identifier, `nil` when nothing is focused.
  package var focusedID: String? { (screen.firstResponder as? any HeadlessInput)?.identifier }

  /// Presses Return `count` times, each in the text field focused then, and lists where the
  /// focus went after each (`nil`: editing ended): Return's walk through the form (rule F6).
  package func focusAfterReturns(_ count: Int) throws -> [String?] {
    try (0..<count).map { _ in
      guard let field = screen.firstResponder as? HeadlessTextField else {
        throw NoFocusedTextField(focusedID: focusedID)
      }
      field.pressReturn()
      return focusedID
    }
  }

  /// Asks for the previous input `count` times and lists where the focus went after each
  /// (`nil`: there was none, and the focus stayed): the walk back (rules F6, T1).
  package func focusAfterPrevious(_ count: Int) -> [String?] {
    (0..<count).map { _ in table.keyboard.focusPrevious() ? focusedID : nil }
  }
}

/// Return was to be pressed while no text field was focused.
package struct NoFocusedTextField: Error {
  /// The focused input's identifier, `nil` when nothing is focused.
  package let focusedID: String?
}

extension TableForm where List == HeadlessTableView {
  /// A table with the given sections.
  package init(
    screenSize: CGSize = CGSize(width: 390, height: 844), safeArea: EdgeInsets = .zero,
    sections: [SectionSpec]
  ) {
    self.init(
      screenSize: screenSize, safeArea: safeArea, sections: sections, make: HeadlessTableView.init)
  }

  /// A table of one section under a 28 pt header: `rows` rows of `height`, those in
  /// `inputsAt` holding a field "input<row>" at (120, 6, 240 x 32) in the cell.
  package init(
    rows: Int = 40, inputsAt: Set<Int>, height: CGFloat = 44,
    screenSize: CGSize = CGSize(width: 390, height: 844), safeArea: EdgeInsets = .zero
  ) {
    let field = CGRect(x: 120, y: 6, width: 240, height: 32)
    let rows = (0..<rows).map { row in
      RowSpec(
        height: height,
        input: inputsAt.contains(row) ? .init(id: "input\(row)", frame: field) : nil)
    }
    self.init(
      screenSize: screenSize, safeArea: safeArea,
      sections: [SectionSpec(header: 28, rows: rows)])
  }
}

extension TableForm where List == HeadlessCollectionView {
  /// A list-style collection view with the given sections.
  package init(sections: [SectionSpec]) {
    self.init(sections: sections, make: HeadlessCollectionView.init)
  }
}

/// A row whose cell, or whose cell's field, does not exist.
package struct MissingCell: Error {
  /// The row in the first section.
  package let row: Int
}
