import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless

/// The benchmark cases of `keyboard-bench`, their table and summary line.
@MainActor
public struct BenchSuite {
  /// View counts of the form cases.
  public static let viewCounts = [10, 1_000, 10_000, 100_000]

  /// Events timed per case.
  public var repetitions: Int

  /// A suite: `quick` runs 1,000 events per case, the full run 20,000.
  public init(quick: Bool) {
    repetitions = quick ? 1_000 : 20_000
  }

  /// Two docked keyboard frames that alternate, so that every event changes the insets.
  static let frames = [
    CGRect(x: 0, y: 516, width: 393, height: 336), CGRect(x: 0, y: 506, width: 393, height: 346),
  ]

  /// The engine handling alternating `willChangeFrame` events on a form of `views` views.
  public func engineCase(views: Int) -> BenchMeasurement {
    let form = BenchForm(viewCount: views)
    return BenchMeasurement.measure(
      "willChangeFrame, KeyboardAvoidance", views: form.viewCount, repetitions: repetitions,
      counters: { (form.scrollView.recorder.writes, form.scrollView.recorder.layoutPasses) },
      event: { index in post(form, frame: Self.frames[index % 2]) })
  }

  /// The same events handled by the tree-walking baseline.
  public func baselineCase(views: Int) -> BenchMeasurement {
    let form = BenchForm(viewCount: views, usesEngine: false)
    let baseline = TreeWalkingBaseline(form: form)
    let result = BenchMeasurement.measure(
      "willChangeFrame, tree-walking baseline", views: form.viewCount,
      repetitions: max(20, repetitions / (views >= 100_000 ? 10 : 1)),
      counters: { (form.scrollView.recorder.writes, form.scrollView.recorder.layoutPasses) },
      event: { index in post(form, frame: Self.frames[index % 2]) })
    withExtendedLifetime(baseline) {}
    return result
  }

  /// The same `willChangeFrame` repeated: SPEC A2 says it writes nothing.
  public func repeatedCase(views: Int) -> BenchMeasurement {
    let form = BenchForm(viewCount: views)
    return BenchMeasurement.measure(
      "repeated identical willChangeFrame", views: form.viewCount, repetitions: repetitions,
      counters: { (form.scrollView.recorder.writes, form.scrollView.recorder.layoutPasses) },
      event: { _ in post(form, frame: Self.frames[0]) })
  }

  private func post(_ form: BenchForm, frame: CGRect) {
    form.keyboard.post(KeyboardEvent(name: .willChangeFrame, endFrame: frame))
  }

  /// Runs every case and returns the report: a table, then the summary line last.
  public func run() -> String {
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
    var lines = [
      String(
        format: "%-40@ %9@ %12@ %12@ %8@ %8@", "case" as NSString, "views" as NSString,
        "median ns" as NSString, "p99 ns" as NSString, "writes" as NSString, "layouts" as NSString)
    ]
    for row in rows {
      lines.append(
        String(
          format: "%-40@ %9@ %12.0f %12.0f %8.2f %8.2f", row.name as NSString,
          (row.views.map { String($0) } ?? "-") as NSString, row.medianNanoseconds,
          row.p99Nanoseconds,
          row.writesPerEvent, row.layoutPassesPerEvent))
    }
    lines.append(
      "keystroke in a 100,000-character text view: not measured yet (text view model: issue 4)")
    lines.append(
      "Return-key navigation in a 10,000-row table: not measured yet (table model: issue 3)")
    let ratio = (ours[100_000] ?? 0) / max(1, ours[10] ?? 1)
    let baselineRatio = (baseline[10_000] ?? 0) / max(1, ours[10_000] ?? 1)
    lines.append(String(format: "ratio100k=%.2f baseline=%.0f", ratio, baselineRatio))
    return lines.joined(separator: "\n")
  }
}
