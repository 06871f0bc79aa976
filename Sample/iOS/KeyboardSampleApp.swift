import UIKit

/// The iOS sample app: five screens in tabs, each enabling KeyboardAvoidance in one line.
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
    // Five tabs, so that none goes under "More"; titles set now, before any tab appears.
    // The table view controller variant of the settings form is pushed from its tab, the
    // chat from the login tab.
    let settings = titled(
      UINavigationController(rootViewController: titled(SettingsViewController(), "Settings")),
      "Settings")
    let tabs = UITabBarController()
    tabs.viewControllers = [
      titled(SignUpViewController(), "Sign up"), settings, titled(NotesViewController(), "Notes"),
      titled(FeedbackViewController(), "Feedback"),
      titled(
        UINavigationController(rootViewController: titled(LoginViewController(), "Login")),
        "Login"),
    ]
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    self.window = window
  }
}

/// `controller` with its title, and so its tab's, set before it first appears.
@MainActor
func titled<Controller: UIViewController>(_ controller: Controller, _ title: String) -> Controller {
  controller.title = title
  return controller
}
