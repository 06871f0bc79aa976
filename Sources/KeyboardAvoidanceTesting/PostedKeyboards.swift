import Foundation

/// The keyboard frame last posted on each screen, for the geometry queries.
///
/// Screens are held weakly: a test's screen that is gone takes its entry with it.
@MainActor
final class PostedKeyboards {
  static let shared = PostedKeyboards()

  private struct Entry {
    weak var screen: AnyObject?
    var frame: CGRect?
  }

  private var entries: [Entry] = []

  /// Records the keyboard's end frame on `screen` (`nil`: hidden).
  func record(_ frame: CGRect?, on screen: AnyObject?) {
    guard let screen else { return }
    entries.removeAll { $0.screen == nil || $0.screen === screen }
    entries.append(Entry(screen: screen, frame: frame))
  }

  /// The keyboard's end frame last posted on `screen`, or `nil` when hidden or never shown.
  func frame(on screen: AnyObject?) -> CGRect? {
    guard let screen else { return nil }
    return entries.first { $0.screen === screen }?.frame
  }
}
