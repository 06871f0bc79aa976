import SwiftUI
import UIKit

/// The iOS sample app: six screens in tabs, each enabling KeyboardAvoidance in one line.
@main
final class KeyboardSampleApp: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    true
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
    // Six tabs: on an iPhone the last two go under "More". Their titles are set now,
    // before any tab appears. The table view controller variants of the settings form are
    // pushed from its tab, the chat from the login tab, the SwiftUI chat from the SwiftUI
    // tab.
    let tabs = UITabBarController()
    tabs.viewControllers = [
      tab(SignUpViewController(), "Sign up", symbol: "person.badge.plus"),
      tab(SettingsViewController(), "Settings", symbol: "gear"),
      tab(NotesViewController(), "Notes", symbol: "doc.text"),
      tab(FeedbackViewController(), "Feedback", symbol: "bubble.left"),
      tab(LoginViewController(), "Login", symbol: "person.crop.circle"),
      tab(SwiftUISampleViewController(), "SwiftUI", symbol: "swift"),
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

/// The SwiftUI tab: a SwiftUI form, and a SwiftUI chat pushed from its Chat button.
final class SwiftUISampleViewController: UIHostingController<SwiftUIFormScreen> {
  init() {
    super.init(rootView: SwiftUIFormScreen())
    title = "SwiftUI"
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Chat", style: .plain, target: self, action: #selector(showChat))
  }

  @available(*, unavailable)
  required init?(coder aDecoder: NSCoder) {
    nil
  }

  @objc private func showChat() {
    let chat = UIHostingController(rootView: SwiftUIChatScreen())
    chat.title = "SwiftUI Chat"
    navigationController?.pushViewController(chat, animated: true)
  }
}
