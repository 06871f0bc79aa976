import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting

/// A random world's host as its configuration describes it: a scroll view, a text editor's
/// scroll view with a growing text view, or a table whose rows hold the inputs, flipped
/// vertically as the configuration says (rule I4); in the window or its flipped container,
/// at rest, with the app's inset and the configured extra spacing, not yet enabled.
@MainActor
struct RandomHost {
  /// The host.
  let host: HeadlessScrollView
  /// Its inputs; a table's live in its cells, so none here.
  let inputs: [any HeadlessInput]
  /// A table's rows with an input, top to bottom; none for other hosts.
  let tableInputRows: [Int]

  /// Builds the host and adds it to `parent`: the window, or a flipped container in it.
  init(config: RandomWorldConfig, parent: HeadlessView, userInset: EdgeInsets) {
    let size = config.preset.screenSize
    let frame = CGRect(origin: .zero, size: size)
    switch config.hostKind {
    case .table, .plainTable:
      let rows = max(1, Int(config.contentHeight / 44))
      let inputRows = Set(config.inputFrames.map { min(rows - 1, Int($0.minY / 44)) })
      let field = CGRect(x: 120, y: 6, width: 200, height: 32)
      let pinned = config.hostKind.pinnedHeights
      let table = HeadlessTableView(
        frame: frame,
        sections: [
          SectionSpec(
            header: pinned.header, footer: pinned.footer,
            rows: (0..<rows).map { row in
              RowSpec(
                height: 44,
                input: inputRows.contains(row) ? .init(id: "row\(row)", frame: field) : nil)
            })
        ])
      if config.hostKind == .plainTable { table.style = .plain }
      host = table
      tableInputRows = inputRows.sorted()
    case .scroll, .textEditor:
      host = HeadlessScrollView(
        frame: frame, contentSize: CGSize(width: size.width, height: config.contentHeight))
      tableInputRows = []
    }
    host.contentInsetAdjustmentBehavior = config.adjustment
    host.keyboardDismissMode = config.dismissMode
    host.contentInset = userInset
    host.isFlippedVertically = config.flip.flipsHost
    parent.addSubview(host)
    host.contentOffset = host.restingContentOffset
    let host = host
    inputs =
      config.hostKind.isTable
      ? []
      : config.inputFrames.enumerated().map { index, frame in
        let input: any HeadlessInput
        if config.hostKind == .textEditor && index == 0 {
          let textView = HeadlessTextView(identifier: "input0", frame: frame)
          textView.isScrollEnabled = false
          // The app forwards its delegate's selection changes (rule F5).
          textView.didChangeSelection = { [weak host] in
            host?.keyboard.inputDidChangeSelection($0)
          }
          input = textView
        } else {
          input = HeadlessTextField(identifier: "input\(index)", frame: frame)
        }
        input.isFlippedVertically = config.inputsFlippedBack
        host.addSubview(input)
        return input
      }
    host.keyboard.extraSpacing = config.extraSpacing
  }
}
