import Dispatch

/// Timings and counters of one benchmark case.
package struct BenchMeasurement: Sendable {
  /// The case's name.
  package var name: String
  /// How many views the screen holds, or `nil` where that does not apply.
  package var views: Int?
  /// Median nanoseconds per event.
  package var medianNanoseconds: Double
  /// 99th percentile nanoseconds per event.
  package var p99Nanoseconds: Double
  /// Property writes per event.
  package var writesPerEvent: Double
  /// Layout passes per event.
  package var layoutPassesPerEvent: Double

  /// Times `repetitions` calls of `event`, one by one, after `warmUp` untimed calls.
  ///
  /// `prepare`, when given, runs untimed before each event and its counters are not
  /// counted: it puts the world back where an event can run (the first field again).
  @MainActor
  static func measure(
    _ name: String, views: Int?, repetitions: Int, warmUp: Int = 50,
    counters: () -> (writes: Int, layoutPasses: Int), prepare: ((Int) -> Void)? = nil,
    event: (Int) -> Void
  ) -> BenchMeasurement {
    for index in 0..<warmUp {
      prepare?(index)
      event(index)
    }
    var writes = 0
    var layoutPasses = 0
    var samples: [Double] = []
    samples.reserveCapacity(repetitions)
    for index in 0..<repetitions {
      prepare?(warmUp + index)
      let before = counters()
      let start = DispatchTime.now().uptimeNanoseconds
      event(warmUp + index)
      samples.append(Double(DispatchTime.now().uptimeNanoseconds - start))
      let after = counters()
      writes += after.writes - before.writes
      layoutPasses += after.layoutPasses - before.layoutPasses
    }
    samples.sort()
    let count = Double(repetitions)
    return BenchMeasurement(
      name: name, views: views,
      medianNanoseconds: samples[samples.count / 2],
      p99Nanoseconds: samples[min(samples.count - 1, Int(Double(samples.count) * 0.99))],
      writesPerEvent: Double(writes) / count,
      layoutPassesPerEvent: Double(layoutPasses) / count)
  }
}
