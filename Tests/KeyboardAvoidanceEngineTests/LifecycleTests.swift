import Foundation
@_spi(KeyboardAvoidanceBinding) import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import TestSupport
import Testing

@testable import KeyboardAvoidanceEngine

@MainActor
struct LifecycleTests {
  private let shown = CGRect(x: 0, y: 508, width: 390, height: 336)

  @Test func `L1: enable in one line, twice harmlessly, and disable undoes everything`() {
    let stage = Stage()
    #expect(!stage.scrollView.keyboard.isEnabled)
    stage.scrollView.keyboard.enable()
    stage.scrollView.keyboard.enable()
    #expect(stage.scrollView.keyboard.isEnabled)
    #expect(stage.screen.keyboardObserver.registeredEngineCount == 1)
    stage.post(.willShow, endFrame: shown)
    #expect(stage.scrollView.contentInset.bottom == 302)
    stage.scrollView.keyboard.disable()
    #expect(stage.scrollView.contentInset == .zero)
    #expect(stage.scrollView.verticalScrollIndicatorInsets == .zero)
    #expect(stage.screen.keyboardObserver.registeredEngineCount == 0)
    stage.post(.willChangeFrame, endFrame: CGRect(x: 0, y: 500, width: 390, height: 344))
    #expect(stage.scrollView.contentInset == .zero)
  }

  @Test func `L1: reading isEnabled creates no engine`() {
    let stage = Stage()
    _ = stage.scrollView.keyboard.isEnabled
    _ = stage.scrollView.keyboard.margin
    #expect(stage.scrollView.keyboardEngineSlot.engine(KeyboardScrollEngine.self) == nil)
  }

  @Test func `L2: enabling while the keyboard is up applies at once without animation`() {
    let stage = Stage()
    let field = stage.addField("email", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    field.becomeFirstResponder()
    stage.keyboard.show(height: 336)
    stage.scrollView.keyboard.enable()
    #expect(stage.scrollView.contentInset.bottom == 302)
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 252))
    #expect(stage.scrollView.recorder.animations.isEmpty)
    #expect(stage.scrollView.recorder.layoutPasses == 1)
  }

  @Test
  func
    `L3: a host removed with the keyboard up is restored, ignores events, and applies on return`()
  {
    let stage = Stage()
    stage.scrollView.contentInset = EdgeInsets(bottom: 80)
    stage.enableAndShow(shown)
    #expect(stage.scrollView.contentInset.bottom == 302)
    stage.scrollView.removeFromSuperview()
    #expect(stage.scrollView.contentInset == EdgeInsets(bottom: 80))
    stage.scrollView.recorder = HostRecorder()
    stage.post(.willChangeFrame, endFrame: CGRect(x: 0, y: 464, width: 390, height: 380))
    #expect(stage.scrollView.recorder.writes == 0)
    stage.window.addSubview(stage.scrollView)
    // latest frame: overlap 380; existing 80 + 34: delta 266, bottom 346
    #expect(stage.scrollView.contentInset.bottom == 346)
    #expect(stage.scrollView.recorder.animations.isEmpty)
  }

  @Test func `L4: a host released with the keyboard up takes its engine with it`() {
    let stage = Stage()
    weak var weakHost: HeadlessScrollView?
    weak var weakEngine: KeyboardScrollEngine?
    do {
      let host = HeadlessScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      stage.window.addSubview(host)
      host.keyboard.enable()
      stage.post(.willShow, endFrame: shown)
      weakHost = host
      weakEngine = host.keyboardEngineSlot.engine(KeyboardScrollEngine.self)
      #expect(weakEngine != nil)
      host.removeFromSuperview()
    }
    #expect(weakHost == nil)
    #expect(weakEngine == nil)
    stage.post(.willHide, endFrame: nil)
    // the dead entry is pruned on the next event; only the stage's own host may remain
    #expect(stage.screen.keyboardObserver.registeredEngineCount == 0)
  }

  @Test func `L4: thousands of enable and disable cycles leave no registration behind`() {
    let stage = Stage()
    for _ in 0..<5_000 {
      stage.scrollView.keyboard.enable()
      stage.scrollView.keyboard.disable()
    }
    #expect(stage.screen.keyboardObserver.registeredEngineCount == 0)
  }

  @Test func `L5: a notification posted off the main thread is handled on the main actor`() async {
    let stage = Stage()
    stage.scrollView.keyboard.enable()
    let center = stage.screen.notificationCenter
    let info = KeyboardEvent(name: .willShow, endFrame: shown).userInfo
    let name = KeyboardEventName.willShow.notificationName
    let sendable = SendableUserInfo(info: info)
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      Thread.detachNewThread {
        center.post(name: name, object: nil, userInfo: sendable.info)
        done.resume()
      }
    }
    for _ in 0..<1_000 where stage.scrollView.contentInset.bottom != 302 {
      await Task.yield()
    }
    #expect(stage.scrollView.contentInset.bottom == 302)
  }
}

/// UIKit-format `userInfo` (NSValue and NSNumber, immutable once built) sent to a thread.
private struct SendableUserInfo: @unchecked Sendable {
  let info: [AnyHashable: Any]
}

@MainActor
struct OffWindowRestoreTests {
  @Test
  func `I3: a host that left its window unreported gets the user's insets back at the next event`()
  {
    let stage = Stage()
    stage.scrollView.reportsGeometryChanges = false
    stage.scrollView.contentInset = EdgeInsets(bottom: 80)
    stage.enableAndShow(CGRect(x: 0, y: 508, width: 390, height: 336))
    #expect(stage.scrollView.contentInset.bottom == 302)
    stage.scrollView.removeFromSuperview()
    // nobody told the engine: the keyboard's inset is still there
    #expect(stage.scrollView.contentInset.bottom == 302)
    stage.scrollView.recorder = HostRecorder()
    stage.post(.willHide, endFrame: nil)
    #expect(stage.scrollView.contentInset == EdgeInsets(bottom: 80))
    #expect(stage.scrollView.verticalScrollIndicatorInsets == .zero)
    // restored without animation, in one pass
    #expect(stage.scrollView.recorder.animations.isEmpty)
    #expect(stage.scrollView.recorder.writes == 2)
  }
}

@MainActor
struct MidAnimationReleaseTests {
  /// UIKit applies model values at once and animates only the presentation: between a
  /// `will` and its `did` the host may be popped and released.
  @Test
  func
    `L4: a host released between will and did takes its engine with it, and later events are harmless`()
  {
    let stage = Stage()
    weak var weakHost: HeadlessScrollView?
    weak var weakField: HeadlessTextField?
    do {
      let host = HeadlessScrollView(
        frame: stage.window.bounds, contentSize: CGSize(width: 390, height: 1600))
      let field = HeadlessTextField(
        identifier: "f", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
      host.addSubview(field)
      stage.window.addSubview(host)
      host.keyboard.enable()
      field.becomeFirstResponder()
      stage.post(.willShow, endFrame: CGRect(x: 0, y: 508, width: 390, height: 336))
      #expect(host.recorder.animations.count == 1)
      weakHost = host
      weakField = field
      host.removeFromSuperview()
    }
    #expect(weakHost == nil)
    #expect(weakField == nil)
    stage.post(.didShow, endFrame: CGRect(x: 0, y: 508, width: 390, height: 336))
    stage.post(.willHide, endFrame: nil)
    #expect(stage.screen.keyboardObserver.registeredEngineCount == 0)
    #expect(stage.screen.keyboardObserver.focusedInput == nil)
  }
}
