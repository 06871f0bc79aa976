import KeyboardAvoidance
import UIKit

/// A dozen fields in a scroll view.
final class SignUpViewController: UIViewController {
  private let scrollView = UIScrollView(frame: .zero)
  private let fields: [UITextField] = [
    "First name", "Last name", "Email", "Phone", "Username", "Password", "Confirm password",
    "Street", "City", "Postcode", "Country", "Referral code",
  ].map { placeholder in
    let field = UITextField(frame: .zero)
    field.placeholder = placeholder
    return field
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(scrollView)
    for field in fields { scrollView.addSubview(field) }
    scrollView.keyboard.enable()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    scrollView.frame = view.bounds
    let width = view.bounds.width - 32
    for (index, field) in fields.enumerated() {
      field.frame = CGRect(x: 16, y: 24 + CGFloat(index) * 76, width: width, height: 44)
    }
    scrollView.contentSize = CGSize(
      width: view.bounds.width, height: 24 + CGFloat(fields.count) * 76)
  }
}
