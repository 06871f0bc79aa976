import KeyboardAvoidance
import UIKit

/// Runs `body` with the application's app-wide mode on and the settings `configure` gives
/// it, then puts back the settings the tests change (margin, extra spacing, the bar, tap to
/// dismiss, Return navigation) and turns the mode off, even when `body` throws: the next
/// test finds the application as this one found it.
@MainActor
func withAppWideMode(
  settings configure: (KeyboardAvoidanceWrapper<UIApplication>) -> Void = { _ in },
  _ body: () async throws -> Void
) async rethrows {
  let application = UIApplication.shared.keyboard
  let margin = application.margin
  let extraSpacing = application.extraSpacing
  let showsToolbar = application.showsToolbar
  let endsEditingOnTap = application.endsEditingOnTap
  let isReturnKeyNavigationEnabled = application.isReturnKeyNavigationEnabled
  application.enableEverywhere()
  configure(application)
  defer {
    application.margin = margin
    application.extraSpacing = extraSpacing
    application.showsToolbar = showsToolbar
    application.endsEditingOnTap = endsEditingOnTap
    application.isReturnKeyNavigationEnabled = isReturnKeyNavigationEnabled
    application.disableEverywhere()
  }
  try await body()
}
