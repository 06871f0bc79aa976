import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
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
    #expect(ToolbarButton.labels(language: "en").previous == "Previous")
    #expect(ToolbarButton.labels(language: "de-CH").next == "Weiter")
    #expect(ToolbarButton.labels(language: "pt-BR").next == "Seguinte")
    #expect(ToolbarButton.labels(language: "zh-Hant-TW").previous == "上一個")
    #expect(ToolbarButton.labels(language: "zh-Hans").next == "下一个")
    #expect(ToolbarButton.labels(language: "fi").previous == "Previous")
  }
}
