import KeyboardAvoidance
import UIKit

/// The settings form's `UITableViewController` embedded as a child, under a header, not
/// filling the screen: whether UIKit still insets its table for the keyboard there is a
/// question only a device or simulator answers (the engine leaves such a table's insets to
/// UIKit, rule I5); a UI test checks that the focused field ends above the keyboard.
final class EmbeddedSettingsViewController: UIViewController {
  private let header = UILabel(frame: .zero)
  private let form = SettingsTableViewController(style: .grouped)

  override func viewDidLoad() {
    super.viewDidLoad()
    header.text = "Embedded table view controller"
    view.addSubview(header)
    addChild(form)
    view.addSubview(form.view)
    form.didMove(toParent: self)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let safe = view.safeAreaLayoutGuide.layoutFrame
    header.frame = CGRect(x: safe.minX + 16, y: safe.minY, width: safe.width - 32, height: 44)
    form.view.frame = CGRect(
      x: view.bounds.minX, y: header.frame.maxY, width: view.bounds.width,
      height: view.bounds.maxY - header.frame.maxY)
  }
}
