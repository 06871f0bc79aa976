// The names the documentation's examples use without declaring them, for
// .ci/check-doc-examples. A fragment (a block that is not a whole file) becomes a subclass
// of `DocExampleViewController`: its functions, types and modified properties become
// members, its statements the body of `example()`. A fragment that asserts with XCTest
// subclasses `DocExampleTestCase` instead (checked against the XCTest stub only: XCTest is
// not part of the iPhoneOS SDK).
//
// View controller: `view` (UIKit's own), `application: UIApplication`, `window: UIWindow`,
//   `scrollView`, `formScrollView`, `formView: UIScrollView`, `tableView: UITableView`,
//   `textView`, `notesTextView: UITextView`, `emailField`, `passwordField: UITextField`,
//   `signInButton: UIButton`, `editor`, `commentBox: UIView`, `bottomConstraint`,
//   `buttonBottomConstraint`, `pin: NSLayoutConstraint`, `barHeight: CGFloat`,
//   `loginViewController: UIViewController`.
// Test case: `window: UIWindow`, `field: UITextField`.
import KeyboardAvoidance
import UIKit

#if canImport(XCTest)
  import KeyboardAvoidanceTesting
  import XCTest
#endif

/// The screen a documentation fragment is pasted into.
@MainActor
class DocExampleViewController: UIViewController {
  var application: UIApplication { UIApplication.shared }
  let window = UIWindow()
  let scrollView = UIScrollView()
  let formScrollView = UIScrollView()
  let formView = UIScrollView()
  let tableView = UITableView(frame: .zero, style: .plain)
  let textView = UITextView()
  let notesTextView = UITextView()
  let emailField = UITextField()
  let passwordField = UITextField()
  let signInButton = UIButton()
  let editor = UIView()
  let commentBox = UIView()
  let bottomConstraint = NSLayoutConstraint()
  let buttonBottomConstraint = NSLayoutConstraint()
  let pin = NSLayoutConstraint()
  let barHeight: CGFloat = 52
  let loginViewController = UIViewController()
}

#if canImport(XCTest)
  /// The test case a documentation fragment that asserts is pasted into.
  @MainActor
  class DocExampleTestCase: XCTestCase {
    let window = UIWindow()
    let field = UITextField()
  }
#endif
