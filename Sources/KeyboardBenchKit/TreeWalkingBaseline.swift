import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless

/// What tree-walking keyboard libraries do on every event: walk the whole window to find
/// the first responder and collect every input (for previous/next), then compute the same
/// layout as the engine and write it.
///
/// It computes with KeyboardAvoidance's own Core so that the only difference measured is
/// the walk. It observes the form's notification center as the engine does.
@MainActor
final class TreeWalkingBaseline {
  private let form: BenchForm
  private let base: EdgeInsets
  private var registration: Registration?
  /// Inputs found by the last walk.
  private(set) var inputsFound = 0

  init(form: BenchForm) {
    self.form = form
    base = form.scrollView.contentInset
    let center = form.screen.notificationCenter
    let token = center.addObserver(
      forName: KeyboardEventName.willChangeFrame.notificationName, object: nil, queue: nil
    ) { [weak self] notification in
      guard let event = KeyboardEvent(notification: notification) else { return }
      MainActor.assumeIsolated { self?.handle(event) }
    }
    registration = Registration(center: center, token: token)
  }

  private func handle(_ event: KeyboardEvent) {
    var responder: HeadlessView?
    var inputs: [HeadlessTextField] = []
    var stack: [HeadlessView] = [form.window]
    while let view = stack.popLast() {
      if view === form.screen.firstResponder { responder = view }
      if let input = view as? HeadlessTextField { inputs.append(input) }
      stack.append(contentsOf: view.subviews)
    }
    inputsFound = inputs.count
    let host = form.scrollView
    guard let responder, let frame = host.frameInScreen else { return }
    let snapshot = HostSnapshot(
      contentInset: host.contentInset, indicatorInsets: host.verticalScrollIndicatorInsets,
      adjustedContentInset: host.adjustedContentInset, contentOffset: host.contentOffset,
      contentSize: host.contentSize, boundsSize: host.bounds.size)
    let layout = AvoidancePlan(
      host: snapshot, userContentInset: base, userIndicatorInsets: .zero,
      overlap: Overlap(event: event, hostFrame: frame, screenBounds: form.screen.bounds).height,
      focus: FocusGeometry(inputRect: responder.convert(responder.bounds, to: host)),
      reveal: .target, settings: KeyboardSettings())
    var changes = HostChanges()
    if layout.contentInset != host.contentInset { changes.contentInset = layout.contentInset }
    if layout.indicatorInsets != host.verticalScrollIndicatorInsets {
      changes.indicatorInsets = layout.indicatorInsets
    }
    if layout.contentOffset != host.contentOffset { changes.contentOffset = layout.contentOffset }
    host.applyKeyboardChanges(changes, timing: event.timing)
  }
}

/// Removes a notification observer when released.
private final class Registration {
  let center: NotificationCenter
  let token: any NSObjectProtocol

  init(center: NotificationCenter, token: any NSObjectProtocol) {
    self.center = center
    self.token = token
  }

  deinit { center.removeObserver(token) }
}
