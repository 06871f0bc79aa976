import Foundation
import KeyboardAvoidance
public import KeyboardAvoidanceHeadless

/// A form of `viewCount` views on the headless model: a wide tree of rows plus a 50-deep
/// chain of containers whose innermost view is the focused text field.
///
/// With `usesEngine`, the scroll view runs KeyboardAvoidance; without, it is left alone
/// for the tree-walking baseline.
@MainActor
public final class BenchForm {
  /// Depth of the chain that holds the focused field.
  public static let chainDepth = 50

  /// The screen; its keyboard simulator posts the events.
  public let screen: HeadlessScreen
  /// The window.
  public let window: HeadlessWindow
  /// The scroll view.
  public let scrollView: HeadlessScrollView
  /// The focused field, at the bottom of the chain.
  public let field: HeadlessTextField
  /// The keyboard.
  public let keyboard: KeyboardSimulator
  /// How many views the form holds (window excluded).
  public let viewCount: Int

  /// Builds a form of at least `viewCount` views on an iPhone 15.
  public init(viewCount: Int, usesEngine: Bool = true) {
    let preset = DevicePreset.iPhone15Portrait
    screen = HeadlessScreen(size: preset.screenSize)
    window = HeadlessWindow(
      screen: screen, frame: CGRect(origin: .zero, size: preset.screenSize),
      safeAreaInsets: preset.safeArea)
    let rows = max(0, viewCount - Self.chainDepth - 2)
    let rowHeight: CGFloat = 44
    let contentHeight = CGFloat(rows / 10 + 20) * rowHeight
    scrollView = HeadlessScrollView(
      frame: window.bounds,
      contentSize: CGSize(width: preset.screenSize.width, height: contentHeight))
    window.addSubview(scrollView)
    scrollView.contentOffset = scrollView.restingContentOffset
    // Wide part: sections of ten rows, each row a plain view or a text field.
    var made = 1
    var section: HeadlessView?
    for index in 0..<rows {
      if index % 10 == 0 || section == nil {
        let container = HeadlessView(
          frame: CGRect(
            x: 0, y: CGFloat(index / 10) * rowHeight * 10, width: 393, height: rowHeight * 10))
        scrollView.addSubview(container)
        section = container
        made += 1
      }
      let frame = CGRect(x: 16, y: CGFloat(index % 10) * rowHeight, width: 361, height: 40)
      let row: HeadlessView =
        index % 7 == 0
        ? HeadlessTextField(identifier: "row\(index)", frame: frame) : HeadlessView(frame: frame)
      section?.addSubview(row)
      made += 1
    }
    // Deep part: a 50-deep chain, low in the content, ending in the focused field.
    var parent: HeadlessView = scrollView
    for level in 0..<Self.chainDepth {
      let link = HeadlessView(
        frame: CGRect(x: 0, y: level == 0 ? contentHeight - 600 : 1, width: 393, height: 500))
      parent.addSubview(link)
      parent = link
      made += 1
    }
    field = HeadlessTextField(
      identifier: "deep", frame: CGRect(x: 16, y: 300, width: 361, height: 44))
    parent.addSubview(field)
    self.viewCount = made + 1
    keyboard = KeyboardSimulator(screen: screen)
    if usesEngine { scrollView.keyboard.enable() }
    field.becomeFirstResponder()
  }
}
