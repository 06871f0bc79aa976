import UIKit

/// The app that hosts the UIKit rule tests (`Sample/KeyboardAvoidanceUIKitTests`), so that
/// they run as on a device: with an application, a connected window scene and a key window,
/// where a text field can become first responder.
///
/// It shows an empty screen and does nothing else: it never enables KeyboardAvoidance (the
/// tests enable what each checks, and disable it after) and has no text input, so the only
/// keyboard the tests see is the one they post.
@main
final class UIKitTestHostAppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    true
  }
}

/// Makes the scene's window, with an empty root view controller, key and visible; the tests
/// put their windows in the same scene and give the key back to this one after.
///
/// Named in the app's Info.plist as `$(PRODUCT_MODULE_NAME).UIKitTestHostSceneDelegate`.
final class UIKitTestHostSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    self.window = window
  }
}
