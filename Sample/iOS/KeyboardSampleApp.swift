import KeyboardAvoidance
import SwiftUI
import UIKit

/// The iOS sample app: seven screens in five tabs.
///
/// The app-wide mode, turned on at launch, serves every input no screen enabled by hand (the
/// login screen, which does not scroll); the screens that enable their own scroll view in
/// one line keep their own settings.
@main
final class KeyboardSampleApp: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    // The UI test of the library's first use with the keyboard up (rule L2) starts where
    // the library has seen nothing yet: the app-wide mode stays off there.
    guard !ProcessInfo.processInfo.arguments.contains("-firstUse") else { return true }
    let keyboard = application.keyboard
    keyboard.enableEverywhere()
    // The Previous / Next / Done bar on every input the mode serves, titled with the field's
    // placeholder: the login screen's fields get Done on any keyboard.
    keyboard.showsToolbar = true
    keyboard.showsPlaceholderAsToolbarTitle = true
    keyboard.toolbarTintColor = .systemIndigo
    // Tap to dismiss stays off: the window's tap cannot tell a SwiftUI `Button` (the SwiftUI
    // chat's Send) from empty space, since it is not a `UIControl`, and would end editing on
    // Send. The margin stays the default 16 pt.
    return true
  }
}

/// Builds the window with one tab per sample screen.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    // The UI test of the library's first use with the keyboard up (rule L2) starts where no
    // screen has enabled anything yet.
    if ProcessInfo.processInfo.arguments.contains("-firstUse") {
      let window = UIWindow(windowScene: windowScene)
      window.rootViewController = UINavigationController(
        rootViewController: FirstUseSearchViewController())
      window.makeKeyAndVisible()
      self.window = window
      return
    }
    // Five tabs, so that an iPhone shows them all (with six it shows four and "More").
    // Their titles are set now, before any tab appears. The two text editors share a tab,
    // and so do the SwiftUI form and chat: each lists its screens as rows that push them.
    // The table view controller variant of the settings form is pushed from its tab, the
    // chat from the login tab.
    let tabs = UITabBarController()
    tabs.viewControllers = [
      tab(SignUpViewController(), "Sign up", symbol: "person.badge.plus"),
      tab(SettingsViewController(), "Settings", symbol: "gear"),
      tab(
        SampleMenuViewController(
          title: "Editors",
          rows: [
            ("Notes", { NotesViewController() }),
            ("Feedback", { FeedbackViewController() }),
          ]), "Editors", symbol: "doc.text"),
      tab(LoginViewController(), "Login", symbol: "person.crop.circle"),
      tab(
        SampleMenuViewController(
          title: "SwiftUI",
          rows: [
            ("Form", { SwiftUIScreenController(SwiftUIFormScreen(), title: "SwiftUI Form") }),
            ("Chat", { SwiftUIScreenController(SwiftUIChatScreen(), title: "SwiftUI Chat") }),
          ]), "SwiftUI", symbol: "swift"),
    ]
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    self.window = window
  }

  /// A screen in its own navigation controller with large titles, as a tab with an SF
  /// Symbol (all five are in SF Symbols 1).
  private func tab(_ screen: UIViewController, _ title: String, symbol: String)
    -> UINavigationController
  {
    let navigation = UINavigationController(rootViewController: screen)
    navigation.navigationBar.prefersLargeTitles = true
    navigation.tabBarItem = UITabBarItem(
      title: title, image: UIImage(systemName: symbol), tag: 0)
    return navigation
  }
}

/// A tab that lists screens: one button per row, each pushing its screen.
final class SampleMenuViewController: UIViewController {
  /// The rows: a button's title and the screen it pushes.
  private let rows: [(title: String, screen: @MainActor () -> UIViewController)]

  init(title: String, rows: [(title: String, screen: @MainActor () -> UIViewController)]) {
    self.rows = rows
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let buttons = rows.map { row in
      var configuration = UIButton.Configuration.filled()
      configuration.title = row.title
      configuration.cornerStyle = .large
      let button = RowButton(frame: .zero)
      button.configuration = configuration
      button.action = { [weak self] in
        self?.navigationController?.pushViewController(row.screen(), animated: true)
      }
      button.addTarget(button, action: #selector(RowButton.run), for: .primaryActionTriggered)
      return button
    }
    let list = UIStackView(arrangedSubviews: buttons)
    list.axis = .vertical
    list.spacing = 12
    view.addAtTop(list, spacing: 24)
  }
}

/// A menu row's button: it runs its row's action.
private final class RowButton: UIButton {
  /// What a tap does.
  var action: (@MainActor () -> Void)?

  @objc func run() {
    action?()
  }
}

/// A SwiftUI screen pushed from the SwiftUI tab, with its title and a small one.
final class SwiftUIScreenController<Screen: View>: UIHostingController<Screen> {
  init(_ screen: Screen, title: String) {
    super.init(rootView: screen)
    self.title = title
    navigationItem.largeTitleDisplayMode = .never
  }

  @available(*, unavailable)
  required init?(coder aDecoder: NSCoder) {
    nil
  }
}
