import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
package import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting

/// A form on the headless model: `wideViews` views in a wide tree of rows, plus a 50-deep
/// chain of containers whose innermost view is the focused text field.
///
/// Every form has the same chain, so the forms differ only in size, never in the depth of
/// the focused input: the benchmark compares cost against the number of views alone.
///
/// With `usesEngine`, the scroll view runs KeyboardAvoidance; without, it is left alone
/// for the tree-walking baseline.
@MainActor
package final class BenchForm {
  /// Depth of the chain that holds the focused field.
  package static let chainDepth = 50

  /// The screen; its keyboard simulator posts the events.
  package let screen: HeadlessScreen
  /// The window.
  package let window: HeadlessWindow
  /// The scroll view.
  package let scrollView: HeadlessScrollView
  /// The focused field, at the bottom of the chain.
  package let field: HeadlessTextField
  /// The keyboard.
  package let keyboard: HeadlessKeyboard
  /// How many views the wide tree holds (rows and their section containers).
  package let wideViews: Int
  /// How many views the form holds in all: the scroll view, the wide tree, the chain and
  /// the field (the window excluded).
  package var viewCount: Int { wideViews + Self.chainDepth + 2 }

  /// Builds a form with `wideViews` views in its wide tree on an iPhone 15.
  package init(wideViews: Int, usesEngine: Bool = true) {
    let preset = KeyboardDevicePreset.iPhone15Portrait
    screen = HeadlessScreen(size: preset.screenSize)
    window = HeadlessWindow(
      screen: screen, frame: CGRect(origin: .zero, size: preset.screenSize),
      safeAreaInsets: preset.safeArea)
    let depth = Self.chainDepth
    let rows = wideViews
    let rowHeight: CGFloat = 44
    let contentHeight = CGFloat(rows / 10 + 20) * rowHeight
    scrollView = HeadlessScrollView(
      frame: window.bounds,
      contentSize: CGSize(width: preset.screenSize.width, height: contentHeight))
    window.addSubview(scrollView)
    scrollView.contentOffset = scrollView.restingContentOffset
    // Wide part: sections of ten rows, each row a plain view or a text field, until the
    // tree holds exactly `wideViews` views.
    var made = 0
    var section: HeadlessView?
    var sectionNumber = -1
    var index = 0
    while made < wideViews {
      if index / 10 != sectionNumber {
        sectionNumber = index / 10
        let container = HeadlessView(
          frame: CGRect(
            x: 0, y: CGFloat(index / 10) * rowHeight * 10, width: 393, height: rowHeight * 10))
        scrollView.addSubview(container)
        section = container
        made += 1
        continue
      }
      let frame = CGRect(x: 16, y: CGFloat(index % 10) * rowHeight, width: 361, height: 40)
      let row: HeadlessView =
        index % 7 == 0
        ? HeadlessTextField(identifier: "row\(index)", frame: frame) : HeadlessView(frame: frame)
      section?.addSubview(row)
      made += 1
      index += 1
    }
    // Deep part: a 50-deep chain, low in the content, ending in the focused field.
    var parent: HeadlessView = scrollView
    for level in 0..<depth {
      let link = HeadlessView(
        frame: CGRect(x: 0, y: level == 0 ? contentHeight - 600 : 1, width: 393, height: 500))
      parent.addSubview(link)
      parent = link
    }
    field = HeadlessTextField(
      identifier: "deep", frame: CGRect(x: 16, y: 300, width: 361, height: 44))
    parent.addSubview(field)
    self.wideViews = wideViews
    keyboard = HeadlessKeyboard(screen: screen)
    if usesEngine { scrollView.keyboard.enable() }
    field.becomeFirstResponder()
  }
}
