import KeyboardAvoidanceHeadless
import KeyboardBenchKit
import Testing

/// The counters of the benchmark cases are exact; timings are only reported.
@MainActor
struct BenchCountersTests {
  @Test(arguments: [10, 1_000])
  func `A2: alternating keyboard frames write inset and indicator once each, in one layout pass`(
    views: Int
  ) {
    let result = BenchSuite(quick: true).engineCase(views: views)
    // 336 <-> 346 pt: the bottom inset and the indicator inset change every event; the
    // focused field (content y 300 in a chain ending 600 pt above the content's end)
    // stays visible after the first scroll, so the offset is written only in warm-up.
    #expect(result.writesPerEvent == 2)
    #expect(result.layoutPassesPerEvent == 1)
  }

  @Test func `A2: a repeated identical event writes nothing and lays out nothing`() {
    let result = BenchSuite(quick: true).repeatedCase(views: 1_000)
    #expect(result.writesPerEvent == 0)
    #expect(result.layoutPassesPerEvent == 0)
  }

  @Test func `Benchmark forms: each has its wide views and the same 50-deep chain`() {
    for wide in [10, 1_000] {
      let form = BenchForm(wideViews: wide)
      var depth = 0
      var view = form.field.superview
      while let current = view, current !== form.scrollView {
        depth += 1
        view = current.superview
      }
      #expect(depth == 50)
      // scroll view + wide views + 50 links + field
      #expect(form.viewCount == wide + 52)
    }
    // 1,000 wide views: a full section is a container and ten rows (11); 90 sections
    // make 990, then one container and nine rows.
    // Besides them the scroll view holds the chain and the binding's window sentinel.
    let form = BenchForm(wideViews: 1_000)
    let views = form.scrollView.subviews.filter { !($0 is HeadlessSentinel) }
    #expect(form.scrollView.subviews.count - views.count == 1)
    #expect(views.count - 1 == 91)
    #expect(views.dropLast().allSatisfy { $0.subviews.count <= 10 })
  }
}

@MainActor
struct BenchTextCountersTests {
  @Test func `F5: a keystroke whose caret stays in the band writes nothing and lays out nothing`() {
    let result = BenchSuite(quick: true).keystrokeInBandCase()
    #expect(result.writesPerEvent == 0)
    #expect(result.layoutPassesPerEvent == 0)
  }

  @Test func `F5: a caret jump out of the band writes the offset once, in one layout pass`() {
    let result = BenchSuite(quick: true).caretOutOfBandCase()
    #expect(result.writesPerEvent == 1)
    #expect(result.layoutPassesPerEvent == 1)
  }
}

@MainActor
struct BenchTableCountersTests {
  @Test func `F6: Return into a row without a cell writes the offset once, straight to its reveal`()
  {
    let result = BenchSuite(quick: true).returnKeyCase()
    // 200 fields: of every 200 Returns, 199 move on (one write, with its layout pass,
    // straight to the offset the reveal with margin gives; the reveal then writes nothing)
    // and the last one resigns (nothing). Over 1,000 timed Returns after 50 warm-up ones:
    // (1,000 - 5) * 1 / 1,000 = 0.995.
    #expect(result.writesPerEvent == 0.995)
    #expect(result.layoutPassesPerEvent == 0.995)
  }
}

@MainActor
struct BenchDragCountersTests {
  @Test func `D1: a drag sample that moves the keyboard writes both insets once, unanimated`() {
    let result = BenchSuite(quick: true).dragSampleCase(changes: true)
    // Tops 600 and 610 alternate: the overlap changes by 10 every sample, so the bottom
    // inset and the indicator inset are written, with one layout pass.
    #expect(result.writesPerEvent == 2)
    #expect(result.layoutPassesPerEvent == 1)
  }

  @Test func `D1: a drag sample that does not move the keyboard writes nothing`() {
    let result = BenchSuite(quick: true).dragSampleCase(changes: false)
    #expect(result.writesPerEvent == 0)
    #expect(result.layoutPassesPerEvent == 0)
  }
}
