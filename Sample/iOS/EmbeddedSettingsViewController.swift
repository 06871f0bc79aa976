import KeyboardAvoidance
import UIKit

/// The settings form's `UITableViewController` embedded as a child, under a header, not
/// filling the screen: whether UIKit still insets its table for the keyboard there is a
/// question only a device or simulator answers (the engine leaves such a table's insets to
/// UIKit, rule I5); a UI test checks that the focused field ends above the keyboard.
final class EmbeddedSettingsViewController: UIViewController {
  private let form = SettingsTableViewController(style: .insetGrouped)

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Settings (embedded)"
    navigationItem.largeTitleDisplayMode = .never
    view.backgroundColor = .systemGroupedBackground
    let header = UILabel(
      text: "A table view controller embedded as a child, under this header.",
      style: .footnote, color: .secondaryLabel)
    view.addAtTop(header, spacing: 12)
    addChild(form)
    form.view.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(form.view)
    NSLayoutConstraint.activate([
      form.view.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 12),
      form.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      form.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      form.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ])
    form.didMove(toParent: self)
  }
}
