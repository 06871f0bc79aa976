import Foundation

/// A button of the Previous / Next / Done bar above the keyboard (rule T1).
package enum ToolbarButton: CaseIterable, Sendable {
  /// Moves to the previous input.
  case previous
  /// Moves to the next input.
  case next
  /// Ends editing.
  case done

  /// The VoiceOver labels of Previous and Next in `language` (an app localization such as
  /// "de" or "zh-Hans"), English for a language not listed.
  ///
  /// Done is UIKit's own system item, which UIKit localizes; UIKit has no previous and next
  /// items, so their chevrons carry these labels.
  package static func labels(language: String) -> (previous: String, next: String) {
    let code: String
    if language.hasPrefix("zh") {
      let traditional = ["Hant", "TW", "HK", "MO"].contains { language.contains($0) }
      code = traditional ? "zh-Hant" : "zh-Hans"
    } else {
      code = String(language.prefix { $0 != "-" && $0 != "_" })
    }
    return labelsByLanguage[code] ?? ("Previous", "Next")
  }

  private static let labelsByLanguage: [String: (previous: String, next: String)] = [
    "en": ("Previous", "Next"),
    "de": ("Zurück", "Weiter"),
    "fr": ("Précédent", "Suivant"),
    "es": ("Anterior", "Siguiente"),
    "it": ("Precedente", "Successivo"),
    "pt": ("Anterior", "Seguinte"),
    "nl": ("Vorige", "Volgende"),
    "ja": ("前へ", "次へ"),
    "ko": ("이전", "다음"),
    "zh-Hans": ("上一个", "下一个"),
    "zh-Hant": ("上一個", "下一個"),
  ]
}
