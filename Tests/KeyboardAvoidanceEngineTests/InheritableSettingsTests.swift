import Foundation
import KeyboardAvoidanceEngine
import Testing

/// Rule S1's settings set once above the containers (SwiftUI's environment) and a
/// container modifier's own parameters: the merge the SwiftUI binding runs, on plain values
/// (a tint is a color's name here, SwiftUI's `Color` in the binding).
///
/// Each level is stacked over the one above it, the container's parameters last; what no
/// level sets is a host's default: margin 16 (rule F2), no bar (rule T1), the app's tint,
/// no title.
struct InheritableSettingsTests {
  private typealias Settings = InheritableSettings<String>

  /// What an app sets above its screens: a 24 pt margin, the bar, orange, titled.
  private let environment = Settings(
    margin: 24, showsToolbar: true, toolbarTint: "orange", showsPlaceholderAsToolbarTitle: true)

  @Test func `S1: settings set above the container apply to it when its modifier sets none`() {
    let container = Settings()
    #expect(
      container.over(environment).resolved
        == Settings.Resolved(
          margin: 24, showsToolbar: true, toolbarTint: "orange",
          showsPlaceholderAsToolbarTitle: true))
  }

  @Test func `S1: each parameter the container's modifier sets overrides the environment's`() {
    let container = Settings(margin: 8, toolbarTint: "teal")
    // The margin and tint are the container's; the bar and its title the environment's.
    #expect(
      container.over(environment).resolved
        == Settings.Resolved(
          margin: 8, showsToolbar: true, toolbarTint: "teal",
          showsPlaceholderAsToolbarTitle: true))
  }

  @Test func `T1: a container turns off the bar the environment turned on, and its title`() {
    let container = Settings(showsToolbar: false, showsPlaceholderAsToolbarTitle: false)
    #expect(
      container.over(environment).resolved
        == Settings.Resolved(
          margin: 24, showsToolbar: false, toolbarTint: "orange",
          showsPlaceholderAsToolbarTitle: false))
  }

  @Test func `S1: of nested environment values the inner one wins, the rest passing through`() {
    // A screen inside the app sets a 40 pt margin and a red bar; the app's bar and title
    // still reach its containers.
    let screen = Settings(margin: 40, toolbarTint: "red").over(environment)
    #expect(
      Settings().over(screen).resolved
        == Settings.Resolved(
          margin: 40, showsToolbar: true, toolbarTint: "red",
          showsPlaceholderAsToolbarTitle: true))
    // The app's level is left as it was: a sibling screen still gets 24 pt and orange.
    #expect(environment.margin == 24)
    #expect(environment.toolbarTint == "orange")
  }

  @Test func `S1: with no environment value and no parameter, a host's defaults`() {
    #expect(
      Settings().over(Settings()).resolved
        == Settings.Resolved(
          margin: 16, showsToolbar: false, toolbarTint: nil,
          showsPlaceholderAsToolbarTitle: false))
  }
}
