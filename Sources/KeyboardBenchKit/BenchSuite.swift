import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting

/// The benchmark cases of `keyboard-bench`, their table and summary line.
@MainActor
package struct BenchSuite {
  /// View counts of the form cases.
  package static let viewCounts = [10, 1_000, 10_000, 100_000]

  /// Events timed per case.
  package var repetitions: Int

  /// A suite: `quick` runs 1,000 events per case, the full run 20,000.
  package init(quick: Bool) {
    repetitions = quick ? 1_000 : 20_000
  }

  /// Two docked keyboard frames that alternate, so that every event changes the insets.
  static let frames = [
    CGRect(x: 0, y: 516, width: 393, height: 336), CGRect(x: 0, y: 506, width: 393, height: 346),
  ]

  /// The engine handling alternating `willChangeFrame` events on a form of `views` views.
  package func engineCase(views: Int) -> BenchMeasurement {
    let form = BenchForm(wideViews: views)
    return BenchMeasurement.measure(
      "willChangeFrame, KeyboardAvoidance", views: form.wideViews, repetitions: repetitions,
      counters: { (form.scrollView.recorder.writes, form.scrollView.recorder.layoutPasses) },
      event: { index in post(form, frame: index % 2) })
  }

  /// The same events handled by the tree-walking baseline.
  package func baselineCase(views: Int) -> BenchMeasurement {
    let form = BenchForm(wideViews: views, usesEngine: false)
    let baseline = TreeWalkingBaseline(form: form)
    let result = BenchMeasurement.measure(
      "willChangeFrame, tree-walking baseline", views: form.wideViews,
      repetitions: max(20, repetitions / (views >= 100_000 ? 10 : 1)),
      counters: { (form.scrollView.recorder.writes, form.scrollView.recorder.layoutPasses) },
      event: { index in post(form, frame: index % 2) })
    withExtendedLifetime(baseline) {}
    return result
  }

  /// The same `willChangeFrame` repeated: rule A2 says it writes nothing.
  package func repeatedCase(views: Int) -> BenchMeasurement {
    let form = BenchForm(wideViews: views)
    return BenchMeasurement.measure(
      "repeated identical willChangeFrame", views: form.wideViews, repetitions: repetitions,
      counters: { (form.scrollView.recorder.writes, form.scrollView.recorder.layoutPasses) },
      event: { _ in post(form, frame: 0) })
  }

  /// A keystroke whose caret stays in the band: the engine's handling of the
  /// text-did-change notification in a 100,000-character text view.
  package func keystrokeInBandCase() -> BenchMeasurement {
    let editor = BenchTextEditor()
    let host = editor.textView
    return BenchMeasurement.measure(
      "keystroke, caret in band (100k chars)", views: nil, repetitions: repetitions,
      counters: { (host.recorder.writes, host.recorder.layoutPasses) },
      event: { _ in editor.postTextDidChange() })
  }

  /// A caret move out of the band: the selection jumps between the top and the end of a
  /// 100,000-character text, so every event scrolls.
  package func caretOutOfBandCase() -> BenchMeasurement {
    let editor = BenchTextEditor()
    let host = editor.textView
    let end = host.text.utf16.count
    return BenchMeasurement.measure(
      "caret moved out of band (100k chars)", views: nil, repetitions: repetitions,
      counters: { (host.recorder.writes, host.recorder.layoutPasses) },
      event: { index in host.select(NSRange(location: index % 2 == 0 ? 0 : end, length: 0)) })
  }

  /// Return in a 10,000-row table with a field every 50 rows: each Return scrolls the
  /// next field's row (49 rows without inputs away, its cell not made yet) into view,
  /// focuses it and reveals it.
  package func returnKeyCase() -> BenchMeasurement {
    let table = BenchTable()
    return BenchMeasurement.measure(
      "Return key, 10,000-row table", views: nil, repetitions: repetitions,
      counters: { (table.table.recorder.writes, table.table.recorder.layoutPasses) },
      prepare: { _ in table.focusFirstIfDone() },
      event: { _ in table.pressReturn() })
  }

  /// One sample of the keyboard's top edge during an interactive dismissal (rule D1), on a
  /// form of 10,000 views: alternating tops, so that each sample writes the insets, or the
  /// same top again when `changes` is `false`, which writes nothing (rule A2).
  package func dragSampleCase(changes: Bool) -> BenchMeasurement {
    let form = BenchForm(wideViews: 10_000)
    form.scrollView.keyboardDismissMode = .interactive
    form.keyboard.post(.willShow, userInfo: Self.userInfos[0].value)
    form.scrollView.beginUserDrag()
    let tops: [CGFloat] = [600, 610]
    return BenchMeasurement.measure(
      changes ? "one drag sample" : "one drag sample, overlap unchanged", views: form.wideViews,
      repetitions: repetitions,
      counters: { (form.scrollView.recorder.writes, form.scrollView.recorder.layoutPasses) },
      event: { index in form.keyboard.dragKeyboardTop(to: tops[changes ? index % 2 : 0]) })
  }

  /// UIKit-format `userInfo` for ``frames``, built once: UIKit builds it, not the library.
  static let userInfos = frames.map {
    SendableUserInfo(
      KeyboardEvent(name: .willChangeFrame, endFrame: $0).userInfo)
  }

  private func post(_ form: BenchForm, frame index: Int) {
    form.keyboard.post(.willChangeFrame, userInfo: Self.userInfos[index].value)
  }

  /// Runs every case and returns the report: a table, the resident bytes a parsed
  /// notification leaves behind (about 0 when nothing leaks), then the summary line last.
  package func run() -> String {
    // First, on a heap that earlier cases have not left holes in for a leak to fill.
    let parseGrowth = BenchHeap.growthPerParse(count: 1_000_000)
    // A discarded first pass: the first case measured otherwise runs on cold caches and
    // a CPU that has not ramped up, which skews the 10-view median that ratio100k divides by.
    _ = engineCase(views: Self.viewCounts[0])
    var rows: [BenchMeasurement] = []
    var ours: [Int: Double] = [:]
    var baseline: [Int: Double] = [:]
    for views in Self.viewCounts {
      let engine = engineCase(views: views)
      ours[views] = engine.medianNanoseconds
      let walking = baselineCase(views: views)
      baseline[views] = walking.medianNanoseconds
      rows += [engine, walking]
    }
    rows.append(repeatedCase(views: 100_000))
    rows.append(keystrokeInBandCase())
    rows.append(caretOutOfBandCase())
    rows.append(returnKeyCase())
    let drag = dragSampleCase(changes: true)
    rows += [drag, dragSampleCase(changes: false)]
    func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
      let padding = String(repeating: " ", count: max(0, width - text.count))
      return left ? text + padding : padding + text
    }
    var lines = [
      pad("case", 40, left: true) + pad("views", 9) + pad("median ns", 12) + pad("p99 ns", 12)
        + pad("writes", 8) + pad("layouts", 8)
    ]
    for row in rows {
      lines.append(
        pad(row.name, 40, left: true) + pad(row.views.map { String($0) } ?? "-", 9)
          + pad(String(format: "%.0f", row.medianNanoseconds), 12)
          + pad(String(format: "%.0f", row.p99Nanoseconds), 12)
          + pad(String(format: "%.2f", row.writesPerEvent), 8)
          + pad(String(format: "%.2f", row.layoutPassesPerEvent), 8))
    }
    let ratio = (ours[100_000] ?? 0) / max(1, ours[10] ?? 1)
    let baselineRatio = (baseline[10_000] ?? 0) / max(1, ours[10_000] ?? 1)
    lines.append(
      "resident bytes left per parsed notification (1,000,000 parses): "
        + (parseGrowth.map { String(format: "%.1f", $0) } ?? "n/a"))
    // A 120 Hz frame lasts 8.33 ms; a drag sample must stay under 1% of it.
    lines.append(
      String(
        format: "one drag sample: median %.0f ns, p99 %.0f ns = %.3f%% of a 120 Hz frame (8.33 ms)",
        drag.medianNanoseconds, drag.p99Nanoseconds, drag.p99Nanoseconds / 8_333_333 * 100))
    lines.append(String(format: "ratio100k=%.2f baseline=%.0f", ratio, baselineRatio))
    return lines.joined(separator: "\n")
  }
}

/// A UIKit-format `userInfo` (immutable `NSValue`s and `NSNumber`s once built), shareable
/// as a constant.
struct SendableUserInfo: @unchecked Sendable {
  let value: [AnyHashable: Any]
  init(_ value: [AnyHashable: Any]) { self.value = value }
}
