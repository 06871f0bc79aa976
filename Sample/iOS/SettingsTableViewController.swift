import KeyboardAvoidance
import UIKit

/// The same form in a UITableViewController, which adds its own keyboard inset: the engine
/// adds nothing on top of it and still scrolls the focused field into view.
final class SettingsTableViewController: UITableViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.largeTitleDisplayMode = .never
    tableView.register(SettingsCell.self, forCellReuseIdentifier: SettingsCell.reuseIdentifier)
    tableView.keyboard.enable()
  }

  override func numberOfSections(in tableView: UITableView) -> Int {
    SettingsForm.rowCounts.count
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    SettingsForm.rowCounts[section]
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  {
    SettingsForm.titles[section]
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: SettingsCell.reuseIdentifier, for: indexPath)
    (cell as? SettingsCell)?.configure(section: indexPath.section, row: indexPath.row)
    return cell
  }
}
