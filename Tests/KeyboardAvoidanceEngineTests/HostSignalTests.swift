import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// What the binding hears of a host without a keyboard notification, through the sentinel
/// views it adds (rules K7, L3, D1), and that none of them outlives its host.
@MainActor
struct HostSignalTests {
  private let shown = CGRect(x: 0, y: 508, width: 390, height: 336)

  /// The sentinels directly inside `view`.
  private func sentinels(in view: HeadlessView?) -> Int {
    view?.subviews.filter { $0 is HeadlessSentinel }.count ?? 0
  }

  @Test func `K7: a bar that appears with the keyboard up is heard and covered in place`() {
    let stage = Stage()
    stage.addField("email", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
      .becomeFirstResponder()
    stage.enableAndShow(shown)
    #expect(stage.scrollView.contentInset == EdgeInsets(bottom: 302))
    // A 49 pt toolbar: the safe area's bottom 34 + 49 = 83 already keeps 83 of the 336,
    // so the engine's part is 253, written in place, without animation; the band's
    // bottom is unchanged, so the offset (760 - 508 = 252) stays.
    stage.scrollView.recorder = HostRecorder()
    stage.window.windowSafeAreaInsets = EdgeInsets(top: 47, bottom: 83)
    #expect(stage.scrollView.contentInset == EdgeInsets(bottom: 253))
    #expect(stage.scrollView.verticalScrollIndicatorInsets == EdgeInsets(bottom: 253))
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 252))
    #expect(stage.scrollView.recorder.writes == 2)
    #expect(stage.scrollView.recorder.animations.isEmpty)
  }

  @Test func `L3: enable adds a sentinel inside the host and one beside it; disable takes both`() {
    let stage = Stage()
    #expect(sentinels(in: stage.scrollView) == 0)
    stage.scrollView.keyboard.enable()
    #expect(sentinels(in: stage.scrollView) == 1)
    #expect(sentinels(in: stage.window) == 1)
    stage.scrollView.keyboard.enable()
    #expect(sentinels(in: stage.scrollView) == 1)
    #expect(sentinels(in: stage.window) == 1)
    stage.scrollView.keyboard.disable()
    #expect(sentinels(in: stage.scrollView) == 0)
    #expect(sentinels(in: stage.window) == 0)
    // Disabled, nothing hears the host: a bar appearing writes nothing.
    stage.window.windowSafeAreaInsets = EdgeInsets(top: 47, bottom: 83)
    #expect(stage.scrollView.recorder.writes == 0)
  }

  @Test(arguments: KeyboardDismissMode.allCases)
  func `D1: only an interactive dismiss mode gets the keyboard guide's sentinel`(
    mode: KeyboardDismissMode
  ) {
    let stage = Stage()
    stage.scrollView.keyboardDismissMode = mode
    stage.scrollView.keyboard.enable()
    // Beside the host: its frame's sentinel, and the keyboard guide's for interactive modes.
    #expect(sentinels(in: stage.window) == (mode.isInteractive ? 2 : 1))
  }

  @Test func `D1: a dismiss mode the app changes later is followed at the next event`() {
    let stage = Stage()
    stage.scrollView.keyboard.enable()
    #expect(sentinels(in: stage.window) == 1)
    stage.scrollView.keyboardDismissMode = .interactive
    stage.post(.willShow, endFrame: shown)
    #expect(sentinels(in: stage.window) == 2)
    stage.scrollView.keyboardDismissMode = .none
    stage.post(.didShow, endFrame: shown)
    #expect(sentinels(in: stage.window) == 1)
  }

  @Test func `L4: no sentinel stays beside a host that leaves its window or is released`() {
    let stage = Stage()
    let container = HeadlessView(frame: stage.window.bounds)
    stage.window.addSubview(container)
    var host: HeadlessScrollView? = HeadlessScrollView(
      frame: container.bounds, contentSize: CGSize(width: 390, height: 1600))
    weak let released = host
    host?.keyboardDismissMode = .interactive
    if let host { container.addSubview(host) }
    host?.keyboard.enable()
    stage.post(.willShow, endFrame: shown)
    #expect(sentinels(in: container) == 2)
    host?.removeFromSuperview()
    #expect(sentinels(in: container) == 0)
    // Back in a window with the keyboard up: the sentinels return, and the inset is
    // applied without animation (336 - 34 = 302).
    if let host { container.addSubview(host) }
    #expect(sentinels(in: container) == 2)
    #expect(host?.contentInset == EdgeInsets(bottom: 302))
    host?.removeFromSuperview()
    host = nil
    #expect(released == nil)
    #expect(sentinels(in: container) == 0)
  }

  @Test func `I5: nothing is added beside a table that a table view controller manages`() {
    let stage = Stage()
    let table = HeadlessTableView(
      frame: stage.window.bounds, sections: [SectionSpec(rows: [RowSpec(height: 44)])])
    table.tableViewController = .reactsBeforeEngine
    table.keyboardDismissMode = .interactive
    stage.window.addSubview(table)
    table.keyboard.enable()
    #expect(sentinels(in: table) == 1)
    // The stage's own scroll view is not enabled: nothing of its own beside it either.
    #expect(sentinels(in: stage.window) == 0)
  }
}
