import UIKit

/// A settings row: its name, and on every other row a value field on the trailing side.
final class SettingsCell: UITableViewCell {
  static let reuseIdentifier = "SettingsCell"
  private let nameLabel = UILabel(text: "", style: .body)
  let field = UITextField()
  /// The field's share of the row, off while the field is hidden (the stack then makes it
  /// zero wide, and the two would conflict).
  private lazy var fieldWidth = field.widthAnchor.constraint(
    equalTo: contentView.layoutMarginsGuide.widthAnchor, multiplier: 0.45)

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    setUp()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  /// Name and field side by side within the cell's margins; a hidden field gives its
  /// space to the name, and a large text size makes the row taller.
  private func setUp() {
    selectionStyle = .none
    // Inside a table row the field has no border of its own, as in the Settings app: the
    // row is its frame, and its value sits at the trailing edge.
    field.borderStyle = .none
    field.textAlignment = .right
    field.placeholder = "Value"
    field.font = UIFont.preferredFont(forTextStyle: .body)
    field.adjustsFontForContentSizeCategory = true
    let row = UIStackView(arrangedSubviews: [nameLabel, field])
    row.spacing = 16
    let margins = contentView.layoutMarginsGuide
    contentView.addPinned(row, vertically: margins, horizontally: margins)
    row.heightAnchor.constraint(greaterThanOrEqualToConstant: 32).isActive = true
  }

  /// Shows a row: every other row has a field; Return moves on (Next) from every field
  /// but the form's last, whose Done ends editing.
  func configure(section: Int, row: Int) {
    nameLabel.text = SettingsForm.rowTitle(section: section, row: row)
    field.isHidden = !row.isMultiple(of: 2)
    fieldWidth.isActive = !field.isHidden
    let isLast = section == SettingsForm.rowCounts.count - 1 && row == SettingsForm.lastFieldRow
    field.returnKeyType = isLast ? .done : .next
    field.accessibilityLabel = nameLabel.text
    // The UI tests find the field by this: "settings-Account-3".
    field.accessibilityIdentifier = SettingsForm.fieldIdentifier(section: section, row: row)
  }
}

/// The settings form's shape, shared by both settings screens: 3 sections, 40 rows.
enum SettingsForm {
  static let rowCounts = [14, 14, 12]
  static let titles = ["Account", "Privacy", "Notes"]
  /// The last row with a field: the last even row of the last section.
  static let lastFieldRow = (rowCounts[rowCounts.count - 1] - 1) / 2 * 2

  /// A row's name: "Account 3".
  static func rowTitle(section: Int, row: Int) -> String {
    "\(titles[section]) \(row + 1)"
  }

  /// A row's field's accessibility identifier: "settings-Account-3".
  static func fieldIdentifier(section: Int, row: Int) -> String {
    "settings-\(titles[section])-\(row + 1)"
  }
}
