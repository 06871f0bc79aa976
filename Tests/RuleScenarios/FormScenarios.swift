#if canImport(CoreGraphics)
  public import CoreGraphics
#else
  public import Foundation
#endif

/// The shared scenarios of lists, editors, constraints and helpers.
///
/// Each has its arithmetic, on the screen of ``RuleScenarios``: 390 x 844, no inset
/// adjustment, the 336 pt keyboard docked with its top at 508, so the band above it is
/// 844 - 336 = 508 tall. The margin is the default 16.
public enum FormScenarios {
  /// The height of a list's rows (a table's or a collection view's).
  ///
  /// One section, no header, 44 pt each, so row r spans 44 r ... 44 r + 44, and the
  /// content is 40 x 44 = 1760 tall.
  public static let rowHeight: CGFloat = 44
  /// The number of rows.
  public static let rowCount = 40
  /// A row's text field, in its cell.
  public static let fieldInCell = CGRect(x: 120, y: 6, width: 240, height: 32)

  /// F2: the row whose field is focused in a list.
  ///
  /// Cell 16 spans 704 ... 748 and holds its field (710 ... 742); the union is the cell,
  /// 44 tall, which fits the band, so the target is [704 - 16, 748 + 16] = [688, 764].
  public static let focusedRow = 16
  /// F2's target in content coordinates, margin included.
  public static let focusedRowTarget = CGRect(x: 0, y: 688, width: 390, height: 76)
  /// The focused row's field in content coordinates, 704 + 6 = 710 to 742.
  ///
  /// It is all the engine reveals in a table that a table view controller scrolls itself
  /// (I5).
  public static let focusedRowField = CGRect(x: 120, y: 710, width: 240, height: 32)
  /// F2, I1, F3 in a list: inset 336 (nothing existing), offset 764 - 508 = 256.
  public static let rowShown = HostState(bottom: 336, offsetY: 256)
  /// I3: hidden, insets back to 0; 256 is inside [0, 1760 - 844 = 916].
  public static let rowHidden = HostState(bottom: 0, offsetY: 256)

  /// F6: the Return keys of the first three rows' fields (no field in the other rows).
  public static let returnKeys: [ReturnKey] = [.next, .send, .done]

  /// A text field's Return key, as UIKit names it.
  public enum ReturnKey: Sendable {
    /// `next`: Return moves to the next field.
    case next
    /// `send`: Return is the app's; focus stays.
    case send
    /// `done`: Return ends editing.
    case done
  }

  /// C1, C2: the constant of a panel's bottom pin before the keyboard.
  ///
  /// The panel, 100 tall, is pinned by `view.bottom = panel.bottom + 16` (the view fills
  /// the 844 pt window), so it spans 728 ... 828; the field at `panelField` inside it
  /// spans 736 ... 780 in the view.
  public static let panelBase: CGFloat = 16
  /// The panel's height.
  public static let panelHeight: CGFloat = 100
  /// The field inside the panel, in the panel's coordinates.
  public static let panelField = CGRect(x: 16, y: 8, width: 358, height: 44)
  /// C1: the constant clears the view's whole overlap, 16 + 336 = 352 (the pin is to the
  /// view's bottom, which keeps no safe area).
  public static let followedConstant: CGFloat = 352
  /// C2: only what the field needs: 780 + 16 - 508 = 288 over the base, 16 + 288 = 304.
  public static let coveredConstant: CGFloat = 304

  /// T1: two fields in the ``RuleScenarios/lowField`` form, top and bottom of reading
  /// order: on the first, Previous is disabled and Next enabled.
  public static let toolbarFields = [
    CGRect(x: 16, y: 100, width: 358, height: 44), CGRect(x: 16, y: 200, width: 358, height: 44),
  ]

  /// F6: a line of two fields and one below, in a form laid out right to left.
  ///
  /// In the ``RuleScenarios/lowField`` form, whose scroll view's `semanticContentAttribute`
  /// is `forceRightToLeft`: "last" name on the left (16 ... 186) and "first" name on the
  /// right (204 ... 374), both 100 ... 144, and "email" at 200 ... 244.
  public static let rightToLeftFields = [
    CGRect(x: 16, y: 100, width: 170, height: 44), CGRect(x: 204, y: 100, width: 170, height: 44),
    CGRect(x: 16, y: 200, width: 358, height: 44),
  ]
  /// F6: Return's order through ``rightToLeftFields``, by index.
  ///
  /// The line by descending `maxX`, first (204 + 170 = 374) before last (16 + 170 = 186),
  /// then email below. The bar's Previous is off on the first of them, its Next on the last.
  public static let rightToLeftOrder = [1, 0, 2]

  /// F5: the lines typed in a full-screen text view editor.
  ///
  /// Typing at the end puts the caret on the last line, whose grown target reaches past
  /// the content's end and is clipped to it (F2): the editor rests at its end,
  /// `contentSize.height + 336 - 844`. Moving the caret to the start (its top is the text
  /// container's inset, 8) gives a target whose top is clipped at 0 (min(8, 0)): offset 0.
  public static let editorLines = 60
  /// F5: the offset after the caret moves to the start.
  public static let editorTopOffset: CGFloat = 0
}
