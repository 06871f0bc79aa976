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
    let tabs = UITabBarController()
    tabs.viewControllers = [
      SignUpViewController(), SettingsViewController(),
      SettingsTableViewController(style: .grouped),
      NotesViewController(), FeedbackViewController(), LoginViewController(),
    ]
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    self.window = window
  }
}
