import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// rule L7: one call for the whole app.
///
/// Screen and window 390 x 844 without safe area; a form scroll view over the window with
/// 1,200 pt of content and `never` adjustment; a 336 pt keyboard from 508.
@MainActor
struct AppWideModeTests {
  private let shown = CGRect(x: 0, y: 508, width: 390, height: 336)

  /// A text view that grows (it does not scroll), 358 x 44 at (16, 700) of the form.
  private func addGrowingNotes(to stage: Stage) -> HeadlessTextView {
    let notes = HeadlessTextView(
      identifier: "notes", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    notes.isScrollEnabled = false
    stage.scrollView.addSubview(notes)
    return notes
  }

  /// A "search" field in a plain view 390 x 40 at the window's top, outside any scroll view,
  /// and an "email" field at y 900 of the form.
  private func addSearchAndEmail(to stage: Stage) -> (HeadlessTextField, HeadlessTextField) {
    let plain = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 40))
    stage.window.addSubview(plain)
    return (stage.addField("search", y: 0, in: plain), stage.addField("email", y: 900))
  }

  @Test func `L7: an input enables its nearest ancestor that scrolls vertically, past a carousel`()
  {
    let stage = Stage.appWideForm()
    // A horizontal carousel at y 600 of the form: 390 x 100, content 1,170 x 100.
    let carousel = stage.addScrollView(
      frame: CGRect(x: 0, y: 600, width: 390, height: 100),
      contentSize: CGSize(width: 1170, height: 100))
    let field = stage.addField("code", y: 28, in: carousel)
    #expect(stage.screen.keyboard.isEnabledEverywhere)
    #expect(!stage.scrollView.keyboard.isEnabled)
    field.becomeFirstResponder()
    #expect(stage.scrollView.keyboard.isEnabled)
    #expect(!carousel.keyboard.isEnabled)
    stage.show(shown)
    // The field in the form's content: 600 + 28 = 628 ... 672; its target with the 16 pt
    // margin 612 ... 688; the band is 844 - 336 = 508 tall: offset 688 - 508 = 180.
    #expect(stage.scrollView.contentInset.bottom == 336)
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 180))
  }

  @Test func `L7: a host enabled with the keyboard up applies at once, as one enabled by hand`() {
    let stage = Stage.appWideForm()
    let (search, field) = addSearchAndEmail(to: stage)
    search.becomeFirstResponder()
    stage.show(shown)
    // The search field has no scrolling ancestor: nothing is enabled.
    #expect(!stage.scrollView.keyboard.isEnabled)
    #expect(stage.scrollView.contentInset.bottom == 0)
    stage.scrollView.recorder = HostRecorder()
    field.becomeFirstResponder()
    // Enabled at once, without animation (rule L2): inset 336, target 884 ... 960 to the
    // band's bottom: 960 - 508 = 452.
    #expect(stage.scrollView.keyboard.isEnabled)
    #expect(stage.scrollView.contentInset.bottom == 336)
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 452))
    #expect(stage.scrollView.recorder.animations.isEmpty)
  }

  @Test func `L7: a host the app disabled stays disabled, and an enabled ancestor keeps its input`()
  {
    let stage = Stage.appWideForm()
    // A vertical list inside the form, enabled by nobody; the form enabled by hand.
    let list = stage.addScrollView(
      frame: CGRect(x: 0, y: 200, width: 390, height: 300),
      contentSize: CGSize(width: 390, height: 900))
    let inner = stage.addField("inner", y: 20, in: list)
    stage.scrollView.keyboard.enable()
    inner.becomeFirstResponder()
    #expect(!list.keyboard.isEnabled)
    // The app opts the form out: a field directly in it enables nothing.
    stage.scrollView.keyboard.disable()
    inner.resignFirstResponder()
    let outer = stage.addField("outer", y: 700)
    outer.becomeFirstResponder()
    #expect(!stage.scrollView.keyboard.isEnabled)
    stage.show(shown)
    #expect(stage.scrollView.contentInset.bottom == 0)
  }

  @Test func `L7: a text view that scrolls is its own host; one that grows is not`() {
    let stage = Stage.appWideForm()
    // The notes view 0 ... 600, so that the keyboard from 508 covers it.
    let notes = HeadlessTextView(
      identifier: "notes", frame: CGRect(x: 0, y: 0, width: 390, height: 600))
    let plain = HeadlessView(frame: CGRect(x: 0, y: 600, width: 390, height: 200))
    stage.window.addSubview(notes)
    stage.window.addSubview(plain)
    let growing = HeadlessTextView(
      identifier: "growing", frame: CGRect(x: 0, y: 0, width: 390, height: 36))
    growing.isScrollEnabled = false
    plain.addSubview(growing)
    // UIKit posts a text view's begin-editing after the keyboard's will-show.
    notes.becomeFirstResponder()
    stage.show(shown)
    #expect(notes.keyboard.isEnabled)
    growing.becomeFirstResponder()
    #expect(!growing.keyboard.isEnabled)
  }

  @Test func `L7: a default text view inside a scrolling form leaves the form its host`() {
    let stage = Stage.appWideForm()
    // A text view of UIKit's default kind (scrolling on) at y 600 of the form, 358 x 100,
    // with more text than fits.
    let notes = HeadlessTextView(
      identifier: "notes", frame: CGRect(x: 16, y: 600, width: 358, height: 100),
      text: String(repeating: "line\n", count: 20), font: TextFont(lineHeight: 20, charWidth: 8))
    stage.scrollView.addSubview(notes)
    // UIKit posts a text view's begin-editing after the keyboard's will-show: the walk
    // runs then.
    notes.becomeFirstResponder()
    stage.show(shown)
    #expect(stage.scrollView.keyboard.isEnabled)
    #expect(!notes.keyboard.isEnabled)
    // The form takes the whole overlap: 844 - 508 = 336 (no safe area, `never`).
    #expect(stage.scrollView.contentInset.bottom == 336)
  }

  @Test func `L7: a scroll view the system owns is passed over; inside SwiftUI nothing is served`()
  {
    let stage = Stage.appWideForm()
    // A vertical list of UIKit's own inside the form (as a search results controller's).
    let system = stage.addScrollView(
      frame: CGRect(x: 0, y: 200, width: 390, height: 300),
      contentSize: CGSize(width: 390, height: 900))
    system.isOwnedBySystem = true
    stage.addField("query", y: 20, in: system).becomeFirstResponder()
    #expect(!system.keyboard.isEnabled)
    #expect(stage.scrollView.keyboard.isEnabled)
    // A hosting view over the window holding a scroll view with a field: SwiftUI's own.
    let other = Stage.appWideForm()
    let hosting = HeadlessHostingView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    other.window.addSubview(hosting)
    let swiftUIScroll = HeadlessScrollView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      contentSize: CGSize(width: 390, height: 1200))
    hosting.addSubview(swiftUIScroll)
    other.addField("name", y: 100, in: swiftUIScroll).becomeFirstResponder()
    #expect(!swiftUIScroll.keyboard.isEnabled)
    #expect(!other.scrollView.keyboard.isEnabled)
  }

  @Test func `L7: SwiftUI content inside a UIKit scroll view leaves that scroll view the host`() {
    let stage = Stage.appWideForm()
    // A cell's hosting configuration (or a hosting controller's view) at y 700 of the form,
    // 390 x 100, holding a field at y 28: SwiftUI does not scroll the form around it.
    let hosting = HeadlessHostingView(frame: CGRect(x: 0, y: 700, width: 390, height: 100))
    stage.scrollView.addSubview(hosting)
    stage.addField("name", y: 28, in: hosting).becomeFirstResponder()
    #expect(stage.scrollView.keyboard.isEnabled)
    stage.show(shown)
    // The field in the form's content: 700 + 28 = 728 ... 772; its target with the 16 pt
    // margin 712 ... 788; the band is 844 - 336 = 508 tall: offset 788 - 508 = 280.
    #expect(stage.scrollView.contentInset.bottom == 336)
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 280))
  }

  @Test func `L7: the walk attaches nothing to the scroll views it passes over`() {
    let stage = Stage.appWideForm()
    // Inside the form, a list of UIKit's own holding a carousel holding the field: the walk
    // passes the carousel (it does not scroll vertically) and the list (the system's).
    let system = stage.addScrollView(
      frame: CGRect(x: 0, y: 200, width: 390, height: 300),
      contentSize: CGSize(width: 390, height: 900))
    system.isOwnedBySystem = true
    let carousel = HeadlessScrollView(
      frame: CGRect(x: 0, y: 20, width: 390, height: 100),
      contentSize: CGSize(width: 1170, height: 100))
    system.addSubview(carousel)
    stage.show(shown)
    stage.addField("code", y: 28, in: carousel).becomeFirstResponder()
    #expect(stage.scrollView.keyboard.isEnabled)
    #expect(!system.hasKeyboardEngineSlot)
    #expect(!carousel.hasKeyboardEngineSlot)
  }

  @Test func `L7: a host enabled at a text view's begin-editing, after will-show, joins the show`()
  {
    let stage = Stage.appWideForm()
    stage.scrollView.recorder = HostRecorder()
    // A text view that grows, at y 700 of the form: UIKit posts its begin-editing after
    // the keyboard's will-show, so the form is enabled with the keyboard already moving.
    let notes = addGrowingNotes(to: stage)
    stage.keyboard.show(shown, focusing: notes)
    #expect(stage.scrollView.keyboard.isEnabled)
    #expect(stage.scrollView.contentInset.bottom == 336)
    // Nothing has elapsed since will-show: the show's whole 0.25 s and curve 7, once (the
    // did-notifications find nothing to change).
    #expect(stage.scrollView.recorder.animations == [AnimationTiming(duration: 0.25, curve: 7)])
  }

  @Test func `L7: a text view focused the default way enables its form within the show`() {
    let stage = Stage.appWideForm()
    stage.scrollView.recorder = HostRecorder()
    // A growing text view at y 700 of the form, focused with the keyboard hidden: UIKit posts
    // its begin-editing after the keyboard's will-show, so the form is enabled then.
    let notes = addGrowingNotes(to: stage)
    notes.becomeFirstResponder()
    #expect(!stage.scrollView.keyboard.isEnabled)
    stage.keyboard.show(height: 336)
    #expect(stage.scrollView.keyboard.isEnabled)
    // Overlap 844 - 508 = 336; the whole 0.25 s and curve 7 of the show, once: no jump.
    #expect(stage.scrollView.contentInset.bottom == 336)
    #expect(stage.scrollView.recorder.animations == [AnimationTiming(duration: 0.25, curve: 7)])
  }

  @Test func `L7: a host enabled while the show animates joins it; after the show, at once`() {
    let stage = Stage.appWideForm()
    let (search, email) = addSearchAndEmail(to: stage)
    search.becomeFirstResponder()
    stage.scrollView.recorder = HostRecorder()
    // In the will-show's turn of the run loop: the show's 0.25 s are all left.
    stage.screen.runStep {
      stage.show(shown)
      email.becomeFirstResponder()
    }
    #expect(stage.scrollView.keyboard.isEnabled)
    #expect(stage.scrollView.recorder.animations == [AnimationTiming(duration: 0.25, curve: 7)])
    // A second form enabled in a later turn, the show over, applies at once (rule L2).
    let second = HeadlessScrollView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      contentSize: CGSize(width: 390, height: 1200))
    stage.window.addSubview(second)
    second.recorder = HostRecorder()
    stage.addField("name", y: 900, in: second).becomeFirstResponder()
    #expect(second.keyboard.isEnabled)
    #expect(second.contentInset.bottom == 336)
    #expect(second.recorder.animations.isEmpty)
  }

  @Test func `L7: a scroll view the app keeps above the docked keyboard is never enabled`() {
    let stage = Stage.appWideForm()
    // A chat's list pinned to the keyboard layout guide: with the keyboard up from 508 the
    // app's layout has it end at 508, so the keyboard covers none of it (overlap 0).
    let list = HeadlessScrollView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 508),
      contentSize: CGSize(width: 390, height: 2000))
    stage.window.addSubview(list)
    let plain = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 40))
    stage.window.addSubview(plain)
    stage.addField("search", y: 0, in: plain).becomeFirstResponder()
    stage.show(shown)
    stage.addField("reply", y: 400, in: list).becomeFirstResponder()
    #expect(!list.keyboard.isEnabled)
    #expect(list.contentInset.bottom == 0)
  }

  @Test
  func
    `L7: a list pinned to the keyboard layout guide, focused before the keyboard, is never inset`()
  {
    let stage = Stage.appWideForm()
    // A chat's list over the window, its bottom pinned to the keyboard layout guide: 844
    // tall with no keyboard; UIKit lays it out for a keyboard in the layout pass after the
    // notification, 508 tall for one from 508.
    let list = stage.addListPinnedToKeyboardLayoutGuide()
    list.recorder = HostRecorder()
    // Focused with the keyboard down: nothing tells yet whether the keyboard will cover it.
    stage.addField("reply", y: 400, in: list).becomeFirstResponder()
    stage.show(shown)
    stage.screen.runMainQueue()
    // After the app's layout the list ends at 508, the keyboard's top: overlap 0, so the
    // app-wide mode passes it over and nothing is ever written to it.
    #expect(list.frame.height == 508)
    #expect(!list.keyboard.isEnabled)
    #expect(list.recorder.contentInsets.isEmpty)
    #expect(list.contentInset.bottom == 0)
  }

  @Test func `L7: turning the mode off enables no more hosts; those it enabled stay`() {
    let stage = Stage.appWideForm()
    let field = stage.addField("email", y: 100)
    field.becomeFirstResponder()
    #expect(stage.scrollView.keyboard.isEnabled)
    stage.screen.keyboard.disableEverywhere()
    #expect(!stage.screen.keyboard.isEnabledEverywhere)
    let second = HeadlessScrollView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      contentSize: CGSize(width: 390, height: 900))
    stage.window.addSubview(second)
    stage.addField("name", y: 100, in: second).becomeFirstResponder()
    #expect(!second.keyboard.isEnabled)
    #expect(stage.scrollView.keyboard.isEnabled)
  }
}
