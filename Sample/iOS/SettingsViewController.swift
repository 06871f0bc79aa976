import KeyboardAvoidance
import UIKit

/// The settings form in a plain table view: Return walks the fields across sections.
final class SettingsViewController: UIViewController, UITableViewDataSource {
  private let tableView = UITableView(frame: .zero, style: .insetGrouped)

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Settings"
    tableView.register(SettingsCell.self, forCellReuseIdentifier: SettingsCell.reuseIdentifier)
    tableView.dataSource = self
    view.addPinned(tableView)
    tableView.keyboard.enable()
    navigationItem.rightBarButtonItems = [
      UIBarButtonItem(
        title: "Controller", style: .plain, target: self, action: #selector(showController)),
      UIBarButtonItem(
        title: "Embedded", style: .plain, target: self, action: #selector(showEmbedded)),
    ]
  }

  /// The table view controller as a child under a header, not filling the screen.
  @objc private func showEmbedded() {
    navigationController?.pushViewController(EmbeddedSettingsViewController(), animated: true)
  }

  /// The same form in a `UITableViewController`, which insets its table itself.
  @objc private func showController() {
    let controller = SettingsTableViewController(style: .insetGrouped)
    controller.title = "Settings (controller)"
    navigationController?.pushViewController(controller, animated: true)
  }

  func numberOfSections(in tableView: UITableView) -> Int { SettingsForm.rowCounts.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    SettingsForm.rowCounts[section]
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    SettingsForm.titles[section]
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: SettingsCell.reuseIdentifier, for: indexPath)
    (cell as? SettingsCell)?.configure(section: indexPath.section, row: indexPath.row)
    return cell
  }
}
