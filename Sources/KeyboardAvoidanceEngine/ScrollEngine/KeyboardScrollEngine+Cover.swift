import Foundation
import KeyboardAvoidanceCore

/// The app-wide mode's first cover decision for a host enabled before any docked keyboard
/// (rule L7), and the waits of a host for the hosts around it (rule F8).
extension KeyboardScrollEngine: CoverDeciding {
  /// Runs `body` in the host's next layout pass.
  func afterNextHostLayout(_ body: @escaping @MainActor () -> Void) {
    host?.afterNextLayout(body)
  }

  /// Decides, in the host's next layout pass, whether the app-wide mode keeps a host it
  /// enabled before any docked keyboard (rule L7); the hosts inside it measure after.
  ///
  /// The app's layout for the keyboard (constraints to the keyboard layout guide) runs in
  /// that pass, after the notification: a host the docked keyboard then covers none of
  /// follows the keyboard already, and is passed over without a write; any other gets the
  /// keyboard then, joining its animation over what is left of it.
  func coverLayoutPassed() {
    guard cover.isPending else { return }
    defer { coverDecided() }
    guard isEnabled, awaitsFirstCover, let host, let event = observer?.lastEvent else { return }
    let snapshot = read(host)
    guard snapshot.frameInScreen != nil, let keyboard = DockedKeyboard(event, on: snapshot)
    else { return }
    if Self.isBesideDockedKeyboard(host) {
      KeyboardLog.write("app-wide mode passes over \(host.logName): the keyboard covers none")
      handOverPassedOverInput()
      return
    }
    awaitsFirstCover = false
    apply(keyboard, timing: observer?.keyboardAnimation, reveal: .target, to: host, snapshot)
  }

  /// Stops serving the host the app-wide mode passed over, handing its focused input back to
  /// the mode's walk: the input keeps the application's helpers, from its screen now (rule
  /// L9).
  ///
  /// Its bar stays in place for the screen to bring up to date (no `reloadInputViews()`,
  /// which would post keyboard notifications inside this layout pass); it goes only where
  /// nothing serves the input now (the app opted its screen out).
  private func handOverPassedOverInput() {
    let (input, walk) = (focusedInput, observer?.appWideHosts)
    if let input, walk != nil { toolbarInputs.removeAll { $0.value === input } }
    disable()
    isDisabledByApp = false
    guard let input, let walk else { return }
    // Takes out only a bar of the library's, none of the app's own.
    if !walk.enableHost(for: input) { navigationHost?.removeToolbar(from: input) }
  }

  /// Whether a docked keyboard's measure waits for a host around this one to decide whether
  /// the keyboard covers it (rule F8).
  ///
  /// That is the nearest enabled scroll view around still deciding (rule L7), else the
  /// screen around deciding in its layout pass (rule L10). The host measures once it has
  /// decided, after what it wrote.
  func waitsForEnclosingCover(of host: any KeyboardScrollHost) -> Bool {
    if let outer = enclosingEngineAwaitingCover {
      waitForCover(of: outer)
      outer.askCoverDecision()
      return true
    }
    // The walk to the screen only while one decides: most events find none deciding.
    guard observer?.dispatcher.hasScreenDecidingCover == true,
      let screen = enclosingScreenEngine(of: host), screen.cover.isPending
    else { return false }
    waitForCover(of: screen)
    return true
  }

  /// Waits, once, for `decider` to decide.
  private func waitForCover(of decider: some CoverDeciding) {
    guard waits.insert(.enclosingCoverDecided).inserted else { return }
    decider.hold(self)
  }

  /// The host around has decided: this host measures now (rule F8).
  func enclosingCoverDecided() {
    guard waits.remove(.enclosingCoverDecided) != nil else { return }
    geometryDidChange()
  }

  /// The nearest enabled host around this one still deciding whether the keyboard covers
  /// it (rules L7, F8).
  private var enclosingEngineAwaitingCover: KeyboardScrollEngine? {
    // The walk only while one waits: most events find none waiting.
    guard observer?.dispatcher.hasScrollHostAwaitingFirstCover == true else { return nil }
    var outer = enclosingEngine
    var levels = 0
    while let engine = outer, engine !== self, levels < 16 {
      if engine.awaitsFirstCover { return engine }
      outer = engine.enclosingEngine
      levels += 1
    }
    return nil
  }

  /// The engine of the screen whose view holds `host`, while it serves (rule L10): the host
  /// hands back the screen's identity, the observer's dispatcher the engine.
  private func enclosingScreenEngine(of host: any KeyboardScrollHost) -> ScreenEngine? {
    guard let id = host.enclosingScreenIdentity else { return nil }
    return observer?.dispatcher.engine(servingHost: id) as? ScreenEngine
  }
}
