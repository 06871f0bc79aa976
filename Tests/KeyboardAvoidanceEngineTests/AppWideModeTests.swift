import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless
import Testing

/// rule L7: one call for the whole app.
///
/// Screen and window 390 x 844 without safe area; a form scroll view over the window with
/// 1,200 pt of content and `never` adjustment; a 336 pt keyboard from 508.
@MainActor
struct AppWideModeTests {
  private let shown = CGRect(x: 0, y: 508, width: 390, height: 336)

  /// The screen, its window and a form in it, the app-wide mode on.
  @MainActor
  private final class Stage {
    let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
    let window: HeadlessWindow
    let form = HeadlessScrollView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      contentSize: CGSize(width: 390, height: 1200))

    init() {
      window = HeadlessWindow(screen: screen, frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      form.contentInsetAdjustmentBehavior = .never
      window.addSubview(form)
      screen.keyboard.enableEverywhere()
    }

    func field(_ id: String, y: CGFloat, in parent: HeadlessView) -> HeadlessTextField {
      let field = HeadlessTextField(
        identifier: id, frame: CGRect(x: 16, y: y, width: 358, height: 44))
      parent.addSubview(field)
      return field
    }

    /// Adds a scroll view to the form's content.
    func addScrollView(frame: CGRect, contentSize: CGSize) -> HeadlessScrollView {
      let scrollView = HeadlessScrollView(frame: frame, contentSize: contentSize)
      form.addSubview(scrollView)
      return scrollView
    }

    func show(_ frame: CGRect) {
      HeadlessKeyboard(screen: screen).post(KeyboardEvent(name: .willShow, endFrame: frame))
    }
  }

  @Test func `L7: an input enables its nearest ancestor that scrolls vertically, past a carousel`()
  {
    let stage = Stage()
    // A horizontal carousel at y 600 of the form: 390 x 100, content 1,170 x 100.
    let carousel = stage.addScrollView(
      frame: CGRect(x: 0, y: 600, width: 390, height: 100),
      contentSize: CGSize(width: 1170, height: 100))
    let field = stage.field("code", y: 28, in: carousel)
    #expect(stage.screen.keyboard.isEnabledEverywhere)
    #expect(!stage.form.keyboard.isEnabled)
    field.becomeFirstResponder()
    #expect(stage.form.keyboard.isEnabled)
    #expect(!carousel.keyboard.isEnabled)
    stage.show(shown)
    // The field in the form's content: 600 + 28 = 628 ... 672; its target with the 16 pt
    // margin 612 ... 688; the band is 844 - 336 = 508 tall: offset 688 - 508 = 180.
    #expect(stage.form.contentInset.bottom == 336)
    #expect(stage.form.contentOffset == CGPoint(x: 0, y: 180))
  }

  @Test func `L7: a host enabled with the keyboard up applies at once, as one enabled by hand`() {
    let stage = Stage()
    let plain = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 40))
    stage.window.addSubview(plain)
    let search = stage.field("search", y: 0, in: plain)
    let field = stage.field("email", y: 900, in: stage.form)
    search.becomeFirstResponder()
    stage.show(shown)
    // The search field has no scrolling ancestor: nothing is enabled.
    #expect(!stage.form.keyboard.isEnabled)
    #expect(stage.form.contentInset.bottom == 0)
    stage.form.recorder = HostRecorder()
    field.becomeFirstResponder()
    // Enabled at once, without animation (rule L2): inset 336, target 884 ... 960 to the
    // band's bottom: 960 - 508 = 452.
    #expect(stage.form.keyboard.isEnabled)
    #expect(stage.form.contentInset.bottom == 336)
    #expect(stage.form.contentOffset == CGPoint(x: 0, y: 452))
    #expect(stage.form.recorder.animations.isEmpty)
  }

  @Test func `L7: a host the app disabled stays disabled, and an enabled ancestor keeps its input`()
  {
    let stage = Stage()
    // A vertical list inside the form, enabled by nobody; the form enabled by hand.
    let list = stage.addScrollView(
      frame: CGRect(x: 0, y: 200, width: 390, height: 300),
      contentSize: CGSize(width: 390, height: 900))
    let inner = stage.field("inner", y: 20, in: list)
    stage.form.keyboard.enable()
    inner.becomeFirstResponder()
    #expect(!list.keyboard.isEnabled)
    // The app opts the form out: a field directly in it enables nothing.
    stage.form.keyboard.disable()
    inner.resignFirstResponder()
    let outer = stage.field("outer", y: 700, in: stage.form)
    outer.becomeFirstResponder()
    #expect(!stage.form.keyboard.isEnabled)
    stage.show(shown)
    #expect(stage.form.contentInset.bottom == 0)
  }

  @Test func `L7: a text view that scrolls is its own host; one that grows is not`() {
    let stage = Stage()
    let notes = HeadlessTextView(
      identifier: "notes", frame: CGRect(x: 0, y: 0, width: 390, height: 300))
    let plain = HeadlessView(frame: CGRect(x: 0, y: 300, width: 390, height: 300))
    stage.window.addSubview(notes)
    stage.window.addSubview(plain)
    let growing = HeadlessTextView(
      identifier: "growing", frame: CGRect(x: 0, y: 0, width: 390, height: 36))
    growing.isScrollEnabled = false
    plain.addSubview(growing)
    notes.becomeFirstResponder()
    #expect(notes.keyboard.isEnabled)
    growing.becomeFirstResponder()
    #expect(!growing.keyboard.isEnabled)
  }

  @Test func `L7: turning the mode off enables no more hosts; those it enabled stay`() {
    let stage = Stage()
    let field = stage.field("email", y: 100, in: stage.form)
    field.becomeFirstResponder()
    #expect(stage.form.keyboard.isEnabled)
    stage.screen.keyboard.disableEverywhere()
    #expect(!stage.screen.keyboard.isEnabledEverywhere)
    let second = HeadlessScrollView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      contentSize: CGSize(width: 390, height: 900))
    stage.window.addSubview(second)
    stage.field("name", y: 100, in: second).becomeFirstResponder()
    #expect(!second.keyboard.isEnabled)
    #expect(stage.form.keyboard.isEnabled)
  }
}
