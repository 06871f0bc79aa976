import Foundation

/// The VoiceOver labels of the bar's Previous and Next buttons (rule T1), from the library's
/// resource bundle.
///
/// UIKit has no Previous or Next item and no string for them, so the library ships their
/// labels in every language UIKit is localized in (one `Localizable.strings` per `.lproj`
/// folder); Done is UIKit's own system item, which UIKit localizes.
package enum ToolbarLabels {
  /// The key of Previous's label.
  package static let previousKey = "toolbar.previous"
  /// The key of Next's label.
  package static let nextKey = "toolbar.next"

  /// The localizations the library ships, lowercased as SwiftPM names their folders
  /// (`"de"`, `"pt-br"`, `"zh-hans"`).
  package static var localizations: [String] {
    resources.localizations.map { $0.lowercased() }.filter { $0 != "base" }.sorted()
  }

  /// The library's resource bundle, SwiftPM's `Bundle.module` (on Linux too).
  ///
  /// A build outside SwiftPM (the type checks against the UIKit stub and the iOS SDK) has
  /// no generated accessor and looks in the main bundle.
  private static var resources: Bundle {
    #if SWIFT_PACKAGE
      Bundle.module
    #else
      Bundle.main
    #endif
  }

  /// The labels of Previous and Next in the shipped localization that best matches
  /// `language` (an app localization such as `"de"`, `"de-CH"` or `"zh-Hant-TW"`), English
  /// when none does.
  ///
  /// The app's language, not the device's, picks it, as it picks the language of UIKit's own
  /// Done: `Bundle.main.preferredLocalizations.first`.
  package static func labels(language: String) -> (previous: String, next: String) {
    let bundle = resources
    let shipped = bundle.localizations
    let match = candidates(for: language).lazy.compactMap { candidate in
      shipped.first { $0.lowercased() == candidate }
    }.first
    let table = match.flatMap { bundle.path(forResource: $0, ofType: "lproj") }
      .flatMap(Bundle.init(path:))
    return (
      string(previousKey, in: table, fallback: "Previous"),
      string(nextKey, in: table, fallback: "Next")
    )
  }

  /// The localizations that may serve `language`, best first, lowercased: the whole tag,
  /// then shorter ones, with the mappings Apple's own languages need (a bare `pt` is
  /// Brazilian, Spanish outside Spain is Latin American `es-419`, Chinese goes by script,
  /// Norwegian is Bokmål).
  ///
  /// `Bundle.preferredLocalizations(from:forPreferences:)` is not used: SwiftPM lowercases
  /// the `.lproj` names, and Foundation on Linux matches them differently from Apple's.
  static func candidates(for language: String) -> [String] {
    let parts = language.lowercased().replacingOccurrences(of: "_", with: "-")
      .split(separator: "-").map(String.init)
    guard let code = parts.first else { return ["en"] }
    let script = parts.dropFirst().first { $0.count == 4 }
    let region = parts.dropFirst().first {
      $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber))
    }
    var found: [String] = []
    switch code {
    case "zh":
      let traditional = script == "hant" || ["tw", "hk", "mo"].contains(region ?? "")
      if region == "hk" { found.append("zh-hk") }
      found.append(traditional ? "zh-hant" : "zh-hans")
    case "no", "nn", "nb":
      found.append("nb")
    case "pt":
      found.append(region == nil || region == "br" ? "pt-br" : "pt-pt")
    case "es" where region != nil && region != "es":
      found.append("es-\(region ?? "")")
      found.append("es-419")
    default:
      if let region { found.append("\(code)-\(region)") }
    }
    found.append(code)
    return found
  }

  /// The value of `key` in one localization's bundle, `fallback` without one.
  private static func string(_ key: String, in table: Bundle?, fallback: String) -> String {
    guard let table else { return fallback }
    return table.localizedString(forKey: key, value: fallback, table: nil)
  }
}
