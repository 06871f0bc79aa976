import UIKit

/// A settings row with a text field on the right.
final class SettingsCell: UITableViewCell {
  static let reuseIdentifier = "SettingsCell"
  let field = UITextField(frame: .zero)

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(field)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    contentView.addSubview(field)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    field.frame = CGRect(x: contentView.bounds.width - 196, y: 6, width: 180, height: 32)
  }

  /// Shows a row: every other row has a field.
  func configure(section: Int, row: Int) {
    textLabel?.text = "Setting \(section).\(row)"
    field.isHidden = !row.isMultiple(of: 2)
    field.placeholder = "Value"
  }
}

/// The settings form's shape, shared by both settings screens: 3 sections, 40 rows.
enum SettingsForm {
  static let rowCounts = [14, 14, 12]
  static let titles = ["Account", "Privacy", "Notes"]
}
