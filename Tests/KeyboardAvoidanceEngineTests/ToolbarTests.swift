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
/// accessory view of the app's own (50 tall), "phone" at y 500; fields 358 x 44.
@MainActor
struct ToolbarTests {
  /// The shared form stage with this suite's inputs in it.
  @MainActor
  private final class FormStage {
    let stage = Stage.form()
    let notes = HeadlessTextView(
      identifier: "notes", frame: CGRect(x: 16, y: 200, width: 358, height: 100))
    let appsAccessory = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 50))
    let name: HeadlessTextField
    let zip: HeadlessTextField
    let phone: HeadlessTextField

    var form: HeadlessScrollView { stage.scrollView }
    var screen: HeadlessScreen { stage.screen }
    var focused: HeadlessView? { stage.focused }

    init(showsToolbar: Bool = true) {
      name = stage.addField("name", y: 100)
      zip = stage.addField("zip", y: 400)
      phone = stage.addField("phone", y: 500)
      zip.inputAccessoryView = appsAccessory
      form.addSubview(notes)
      form.keyboard.enable()
      form.keyboard.showsToolbar = showsToolbar
    }

    func bar(of input: any HeadlessInput) -> HeadlessToolbar? {
      input.inputAccessoryView as? HeadlessToolbar
    }
  }

  @Test func `T1: Previous and Next follow Return's order and are disabled at the ends`() throws {
    let stage = FormStage()
    #expect(stage.form.keyboard.showsToolbar)
    stage.name.becomeFirstResponder()
    // The keyboard up: a text view begins editing at once then (with the keyboard hidden
    // UIKit posts its begin-editing after will-show).
    stage.stage.keyboard.show(height: 336)
    let first = try #require(stage.bar(of: stage.name))
    #expect(!first.isPreviousEnabled)
    #expect(first.isNextEnabled)
    first.tap(.previous)
    #expect(stage.focused === stage.name)
    first.tap(.next)
    // The text view is next, as for focusNext().
    #expect(stage.focused === stage.notes)
    let middle = try #require(stage.bar(of: stage.notes))
    #expect(middle.isPreviousEnabled)
    #expect(middle.isNextEnabled)
    middle.tap(.next)
    // "zip" keeps the app's own accessory view.
    #expect(stage.focused === stage.zip)
    #expect(stage.zip.inputAccessoryView === stage.appsAccessory)
    stage.phone.becomeFirstResponder()
    let last = try #require(stage.bar(of: stage.phone))
    #expect(last.isPreviousEnabled)
    #expect(!last.isNextEnabled)
    last.tap(.next)
    #expect(stage.focused === stage.phone)
    last.tap(.previous)
    #expect(stage.focused === stage.zip)
    stage.phone.becomeFirstResponder()
    last.tap(.done)
    #expect(stage.focused == nil)
  }

  @Test func `T1: the bar is part of the keyboard's frame, and the inset clears it`() throws {
    let stage = FormStage()
    stage.phone.becomeFirstResponder()
    let keyboard = HeadlessKeyboard(screen: stage.screen)
    keyboard.show(height: 336)
    // The bar's 44 pt on the 336 pt keyboard: a 380 pt frame from y 464.
    #expect(keyboard.frame == CGRect(x: 0, y: 464, width: 390, height: 380))
    #expect(stage.form.contentInset.bottom == 380)
    // "phone" 500 ... 544, its target 484 ... 560, to the band's bottom 844 - 380 = 464.
    #expect(stage.form.contentOffset == CGPoint(x: 0, y: 96))
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
    let bar = try #require(notes.inputAccessoryView as? HeadlessToolbar)
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
    let off = FormStage(showsToolbar: false)
    #expect(!off.form.keyboard.showsToolbar)
    off.name.becomeFirstResponder()
    #expect(off.name.inputAccessoryView == nil)
    let stage = FormStage()
    stage.name.becomeFirstResponder()
    stage.phone.becomeFirstResponder()
    #expect(stage.bar(of: stage.name) != nil)
    stage.form.keyboard.showsToolbar = false
    #expect(stage.name.inputAccessoryView == nil)
    #expect(stage.phone.inputAccessoryView == nil)
    #expect(stage.zip.inputAccessoryView === stage.appsAccessory)
    // Turned on with an input editing: that input gets its bar at once.
    stage.form.keyboard.showsToolbar = true
    #expect(stage.bar(of: stage.phone) != nil)
    stage.form.keyboard.disable()
    #expect(stage.phone.inputAccessoryView == nil)
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
    let stage = FormStage()
    let orange = HeadlessColor(name: "orange")
    stage.name.placeholder = "Full name"
    stage.form.keyboard.toolbarLook.tint = ToolbarTint(orange)
    stage.name.becomeFirstResponder()
    // The keyboard up, so that the text view below begins editing at once.
    stage.stage.keyboard.show(height: 336)
    let bar = try #require(stage.bar(of: stage.name))
    #expect(bar.tint === orange)
    // Not asked for: no title.
    #expect(bar.title == nil)
    // Turned on while "name" edits: its bar takes the title at once.
    stage.form.keyboard.toolbarLook.showsPlaceholder = true
    #expect(bar.title == "Full name")
    // A text view has no placeholder, so no title.
    bar.tap(.next)
    #expect(stage.focused === stage.notes)
    let notesBar = try #require(stage.bar(of: stage.notes))
    #expect(notesBar.title == nil)
    #expect(notesBar.tint === orange)
    // "phone" has no placeholder either: no title.
    stage.phone.becomeFirstResponder()
    #expect(stage.bar(of: stage.phone)?.title == nil)
    // The default tint back: UIKit's.
    stage.form.keyboard.toolbarLook.tint = nil
    #expect(stage.bar(of: stage.phone)?.tint == nil)
  }

  @Test func `T1: Done ends editing, then runs the app's action with the input`() throws {
    let stage = FormStage()
    var ended: [String] = []
    stage.form.keyboard.toolbarLook.doneAction = ToolbarDoneAction { input in
      // Editing has ended when the action runs.
      #expect(stage.focused == nil)
      ended.append((input as? HeadlessTextField)?.identifier ?? "?")
    }
    stage.phone.becomeFirstResponder()
    try #require(stage.bar(of: stage.phone)).tap(.done)
    #expect(stage.focused == nil)
    #expect(ended == ["phone"])
    // Previous and Next do not run it.
    stage.name.becomeFirstResponder()
    try #require(stage.bar(of: stage.name)).tap(.next)
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
    let bar = try #require(field.inputAccessoryView as? HeadlessToolbar)
    #expect(bar.tint === orange)
    #expect(bar.title == "Code")
    bar.tap(.done)
    #expect(stage.focused == nil)
    #expect(done == 1)
  }
}
