import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// rule T1: the Previous / Next / Done bar.
///
/// A 390 x 844 form over its window, no safe area, `never` adjustment, 1,200 pt of content:
/// "name" at y 100, a "notes" text view at y 200 (100 tall), "zip" at y 400 with an
/// accessory view of the app's own (50 tall), "phone" at y 500; fields 358 x 44. The form
/// is enabled with the bar on.
@MainActor
struct ToolbarTests {
  private let stage = Stage.form()
  private let notes = HeadlessTextView(
    identifier: "notes", frame: CGRect(x: 16, y: 200, width: 358, height: 100))
  private let appsAccessory = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 50))
  private let name: HeadlessTextField
  private let zip: HeadlessTextField
  private let phone: HeadlessTextField
  private var form: HeadlessScrollView { stage.scrollView }

  init() {
    name = stage.addField("name", y: 100)
    zip = stage.addField("zip", y: 400)
    phone = stage.addField("phone", y: 500)
    zip.inputAccessoryView = appsAccessory
    form.addSubview(notes)
    form.keyboard.enable()
    form.keyboard.showsToolbar = true
  }

  @Test func `T1: Previous and Next follow Return's order and are disabled at the ends`() throws {
    name.becomeFirstResponder()
    // The keyboard up: a text view begins editing at once then (with the keyboard hidden
    // UIKit posts its begin-editing after will-show).
    stage.keyboard.show(height: 336)
    let first = try #require(name.bar)
    #expect(first.arrows == .nextOnly)
    first.tap(.previous)
    #expect(stage.focused === name)
    first.tap(.next)
    // The text view is next, as for focusNext().
    #expect(stage.focused === notes)
    #expect(notes.barArrows(thenTap: .next) == .both)
    // "zip" keeps the app's own accessory view.
    #expect(stage.focused === zip)
    #expect(zip.inputAccessoryView === appsAccessory)
    phone.becomeFirstResponder()
    let last = try #require(phone.bar)
    #expect(last.arrows == .previousOnly)
    last.tap(.next)
    #expect(stage.focused === phone)
    last.tap(.previous)
    #expect(stage.focused === zip)
    phone.becomeFirstResponder()
    last.tap(.done)
    #expect(stage.focused == nil)
  }

  @Test func `T1: the bar is part of the keyboard's frame, and the inset clears it`() throws {
    phone.becomeFirstResponder()
    let keyboard = stage.keyboard
    keyboard.show(height: 336)
    // The bar's 44 pt on the 336 pt keyboard: a 380 pt frame from y 464.
    #expect(keyboard.frame == CGRect(x: 0, y: 464, width: 390, height: 380))
    #expect(form.contentInset.bottom == 380)
    // "phone" 500 ... 544, its target 484 ... 560, to the band's bottom 844 - 380 = 464.
    #expect(form.contentOffset == CGPoint(x: 0, y: 96))
  }

  @Test func `T1: a text view's bar in place before the keyboard's frame settles`() throws {
    // Its own form: a growing text view at y 700, 358 x 36 (one empty line, caret at (0, 8)
    // 2 x 20), focused with the keyboard hidden. UIKit posts its begin-editing after
    // will-show: the bar comes then, and `reloadInputViews()` makes UIKit post a second show
    // for the taller keyboard while the first one's animation runs.
    let stage = Stage.form()
    let notes = HeadlessTextView(
      identifier: "notes", frame: CGRect(x: 16, y: 700, width: 358, height: 36))
    notes.isScrollEnabled = false
    stage.scrollView.addSubview(notes)
    stage.scrollView.keyboard.enable()
    stage.scrollView.keyboard.showsToolbar = true
    stage.scrollView.recorder = HostRecorder()
    notes.becomeFirstResponder()
    #expect(notes.inputAccessoryView == nil)
    stage.keyboard.show(height: 336)
    let bar = try #require(notes.bar)
    #expect(bar.frame.height == 44)
    // 336 + 44 = 380 from 844 - 380 = 464.
    #expect(stage.screen.systemKeyboardFrame == CGRect(x: 0, y: 464, width: 390, height: 380))
    // The inset only grows: 336 at will-show (no input known yet), 380 with the bar; the
    // first show's did-notifications (336) take nothing back.
    #expect(
      stage.scrollView.recorder.contentInsets == [EdgeInsets(bottom: 336), EdgeInsets(bottom: 380)]
    )
    #expect(stage.scrollView.contentInset.bottom == 380)
    // One reveal, to the final band: the caret 708 ... 728 grown by 16, 692 ... 744; the
    // band 0 ... 464: offset 744 - 464 = 280 (not 744 - 508 = 236 first).
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 280))
    // Writes: inset and indicators at will-show; inset, indicators and offset with the bar;
    // each in the keyboard's animation, none without.
    #expect(stage.scrollView.recorder.writes == 5)
    #expect(
      stage.scrollView.recorder.animations == [
        AnimationTiming(duration: 0.25, curve: 7), AnimationTiming(duration: 0.25, curve: 7),
      ])
  }

  @Test func `T1: off by default; turning it off removes exactly the bars it added`() {
    // A fresh form's host: the default.
    #expect(!Stage.form().scrollView.keyboard.showsToolbar)
    form.keyboard.showsToolbar = false
    name.becomeFirstResponder()
    #expect(name.inputAccessoryView == nil)
    form.keyboard.showsToolbar = true
    phone.becomeFirstResponder()
    #expect(name.bar != nil)
    form.keyboard.showsToolbar = false
    #expect(name.inputAccessoryView == nil)
    #expect(phone.inputAccessoryView == nil)
    #expect(zip.inputAccessoryView === appsAccessory)
    // Turned on with an input editing: that input gets its bar at once.
    form.keyboard.showsToolbar = true
    #expect(phone.bar != nil)
    form.keyboard.disable()
    #expect(phone.inputAccessoryView == nil)
  }

  @Test func `T1: Previous and Next are labelled in the app's language`() {
    #expect(ToolbarLabels.labels(language: "en").previous == "Previous")
    #expect(ToolbarLabels.labels(language: "de-CH").next == "Weiter")
    #expect(ToolbarLabels.labels(language: "pt-BR").next == "Próximo")
    #expect(ToolbarLabels.labels(language: "pt-PT").next == "Seguinte")
    #expect(ToolbarLabels.labels(language: "zh-Hant-TW").previous == "上一個")
    #expect(ToolbarLabels.labels(language: "zh-Hans").next == "下一个")
    #expect(ToolbarLabels.labels(language: "fi").previous == "Edellinen")
    #expect(ToolbarLabels.labels(language: "es-MX").next == "Siguiente")
    #expect(ToolbarLabels.labels(language: "nn-NO").next == "Neste")
    // A language UIKit is not localized in: English.
    #expect(ToolbarLabels.labels(language: "eu").previous == "Previous")
  }

  /// UIKit's localizations: the `.lproj` folders of UIKitCore.framework on iOS 16, by the
  /// names `Bundle` matches them with (UIKit's `no` is Norwegian Bokmål, `nb`; its `zh_CN`
  /// and `zh_TW` are `zh-Hans` and `zh-Hant`).
  private static let uikitLanguages = [
    "ar", "ca", "cs", "da", "de", "el", "en", "en-AU", "en-GB", "es", "es-419", "fi", "fr",
    "fr-CA", "he", "hi", "hr", "hu", "id", "it", "ja", "ko", "ms", "nb", "nl", "pl", "pt-BR",
    "pt-PT", "ro", "ru", "sk", "sv", "th", "tr", "uk", "vi", "zh-HK", "zh-Hans", "zh-Hant",
  ]

  @Test func `T1: every language UIKit is localized in labels Previous and Next in its words`() {
    #expect(ToolbarLabels.localizations == Self.uikitLanguages.map { $0.lowercased() }.sorted())
    for language in Self.uikitLanguages {
      let labels = ToolbarLabels.labels(language: language)
      #expect(!labels.previous.isEmpty && !labels.next.isEmpty, "\(language)")
      #expect(labels.previous != labels.next, "\(language)")
      // Only English says "Previous" and "Next"; any other English copy is a missing word.
      if language.hasPrefix("en") {
        #expect(labels == ("Previous", "Next"), "\(language)")
      } else {
        #expect(labels.previous != "Previous" && labels.next != "Next", "\(language)")
      }
    }
  }

  @Test func `T1: the bar takes the app's tint and a text field's placeholder as its title`() throws
  {
    let orange = HeadlessColor(name: "orange")
    name.placeholder = "Full name"
    form.keyboard.toolbarLook.tint = ToolbarTint(orange)
    name.becomeFirstResponder()
    // The keyboard up, so that the text view below begins editing at once.
    stage.keyboard.show(height: 336)
    let nameBar = try #require(name.bar)
    #expect(nameBar.tint === orange)
    // Not asked for: no title.
    #expect(nameBar.title == nil)
    // Turned on while "name" edits: its bar takes the title at once.
    form.keyboard.toolbarLook.showsPlaceholder = true
    #expect(nameBar.title == "Full name")
    // A text view has no placeholder, so no title.
    nameBar.tap(.next)
    #expect(stage.focused === notes)
    let notesBar = try #require(notes.bar)
    #expect(notesBar.title == nil)
    #expect(notesBar.tint === orange)
    // "phone" has no placeholder either: no title.
    phone.becomeFirstResponder()
    #expect(phone.bar?.title == nil)
    // The default tint back: UIKit's.
    form.keyboard.toolbarLook.tint = nil
    #expect(phone.bar?.tint == nil)
  }

  @Test func `T1: Done ends editing, then runs the app's action with the input`() throws {
    var ended: [String] = []
    form.keyboard.toolbarLook.doneAction = ToolbarDoneAction { input in
      // Editing has ended when the action runs.
      #expect(stage.focused == nil)
      ended.append((input as? HeadlessTextField)?.identifier ?? "?")
    }
    phone.becomeFirstResponder()
    try #require(phone.bar).tap(.done)
    #expect(stage.focused == nil)
    #expect(ended == ["phone"])
    // Previous and Next do not run it.
    name.becomeFirstResponder()
    try #require(name.bar).tap(.next)
    #expect(ended == ["phone"])
  }

  @Test func `T1: the application's tint, title and Done reach the bars the app-wide mode gives`()
    throws
  {
    let stage = Stage.form()
    let field = stage.addField("code", y: 100)
    field.placeholder = "Code"
    let orange = HeadlessColor(name: "orange")
    var done = 0
    stage.screen.keyboard.enableEverywhere()
    stage.screen.keyboard.showsToolbar = true
    stage.screen.keyboard.toolbarLook.tint = ToolbarTint(orange)
    stage.screen.keyboard.toolbarLook.showsPlaceholder = true
    stage.screen.keyboard.toolbarLook.doneAction = ToolbarDoneAction { _ in done += 1 }
    field.becomeFirstResponder()
    let bar = try #require(field.bar)
    #expect(bar.tint === orange)
    #expect(bar.title == "Code")
    bar.tap(.done)
    #expect(stage.focused == nil)
    #expect(done == 1)
  }
}
