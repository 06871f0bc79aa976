import KeyboardAvoidance
import UIKit

/// The first use of the library with the keyboard already up (rule L2), reached only with
/// the launch argument `-firstUse`, so that no other screen enables anything before.
///
/// A search field the library does not manage takes the keyboard; the "Form" button pushes
/// ``FirstUseFormViewController``, which enables its scroll view (the process's first
/// `enable()`) and focuses a field the keyboard covers while the keyboard stays up.
final class FirstUseSearchViewController: UIViewController {
  private let search = FormField(placeholder: "Search", identifier: "search", contentType: nil)
    .makeTextField(returnKeyType: .search)

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "First use"
    view.backgroundColor = .systemBackground
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Form", style: .plain, target: self, action: #selector(showForm))
    view.addAtTop(search, spacing: 16)
  }

  @objc private func showForm() {
    navigationController?.pushViewController(FirstUseFormViewController(), animated: true)
  }
}

/// A form whose one field sits 900 pt down its content: it enables its scroll view in
/// `viewDidLoad` and focuses the field once it appears, with the keyboard still up.
final class FirstUseFormViewController: UIViewController {
  private let scrollView = UIScrollView()
  private let field = FormField(placeholder: "Late field", identifier: "late", contentType: nil)
    .makeTextField(returnKeyType: .done)

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Form"
    view.backgroundColor = .systemBackground
    scrollView.alwaysBounceVertical = true
    view.addPinned(scrollView)
    field.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(field)
    let content = scrollView.contentLayoutGuide
    NSLayoutConstraint.activate([
      field.topAnchor.constraint(equalTo: content.topAnchor, constant: 900),
      field.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
      field.widthAnchor.constraint(
        equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
      content.bottomAnchor.constraint(equalTo: field.bottomAnchor, constant: 500),
    ])
    scrollView.keyboard.enable()
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    field.becomeFirstResponder()
  }
}
