import KeyboardAvoidance
import UIKit

/// A chat with interactive keyboard dismissal.
///
/// Messages in a table that the user drags the keyboard down with (`.interactive`), and an
/// input bar pinned 8 pt above the safe area by a following constraint. The table's inset
/// and the bar follow the drag frame by frame (iOS 15 and later), then the keyboard's hide
/// has no inset left to write. The newest message stays above the bar as the keyboard
/// opens.
final class ChatViewController: UIViewController, UITableViewDataSource {
  private let tableView = UITableView(frame: .zero, style: .plain)
  private let bar = UIView()
  private let field = UITextField()
  private static let barHeight: CGFloat = 52

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Chat"
    navigationItem.largeTitleDisplayMode = .never
    view.backgroundColor = .systemBackground
    tableView.dataSource = self
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
    tableView.keyboardDismissMode = .interactive
    // The bar covers the table's bottom: its height is the table's own inset, and, with the
    // keyboard up (the bar rides on it), the engine's extra spacing.
    tableView.contentInset.bottom = Self.barHeight + 8
    tableView.keyboard.extraSpacing = Self.barHeight + 8
    tableView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(tableView)
    field.placeholder = "Message"
    field.accessibilityIdentifier = "chat-message"
    field.borderStyle = .roundedRect
    field.font = UIFont.preferredFont(forTextStyle: .body)
    field.adjustsFontForContentSizeCategory = true
    // Return sends: the key is the app's, so the library adds no Return target and the
    // keyboard stays up after each message (rule F6).
    field.returnKeyType = .send
    field.translatesAutoresizingMaskIntoConstraints = false
    bar.backgroundColor = .secondarySystemBackground
    bar.addSubview(field)
    bar.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(bar)
    // Written as container.bottom = bar.bottom + 8: the constant is the distance.
    let pin = view.safeAreaLayoutGuide.bottomAnchor.constraint(
      equalTo: bar.bottomAnchor, constant: 8)
    NSLayoutConstraint.activate([
      tableView.topAnchor.constraint(equalTo: view.topAnchor),
      tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      pin,
      bar.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
      bar.heightAnchor.constraint(equalToConstant: Self.barHeight),
      field.centerYAnchor.constraint(equalTo: bar.centerYAnchor),
      field.leadingAnchor.constraint(equalTo: bar.layoutMarginsGuide.leadingAnchor),
      field.trailingAnchor.constraint(equalTo: bar.layoutMarginsGuide.trailingAnchor),
    ])
    tableView.keyboard.enable()
    pin.keyboard.follow()
    // The pinned bar follows the keyboard, so the app-wide mode would never change this
    // screen's safe area; the screen opts out for the message field's sake: a chat's composer
    // takes no Previous / Next / Done bar above the keyboard, and its Return sends.
    keyboard.isScreenAvoidanceEnabled = false
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
    cell.textLabel?.text = "Message \(indexPath.row + 1)"
    cell.textLabel?.font = UIFont.preferredFont(forTextStyle: .body)
    cell.textLabel?.adjustsFontForContentSizeCategory = true
    cell.selectionStyle = .none
    return cell
  }
}
