import Foundation
@_spi(KeyboardAvoidanceBinding) import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import Testing

/// The searches over a view tree that the UIKit binding and the model share, run on the
/// model: a form's, a row's and a screen's inputs (rules F6, L10), the input a window is
/// editing at the library's first use (rule L2), and the screen that serves an input
/// (rule L10).
///
/// A 390 x 844 screen and window; fields 358 x 44 at x 16 unless said otherwise.
@MainActor
struct ViewSearchTests {
  private let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
  /// Kept here: a screen holds its windows weakly.
  private let window: HeadlessWindow
  private let full = CGRect(x: 0, y: 0, width: 390, height: 844)

  init() {
    window = HeadlessWindow(screen: screen, frame: full)
  }

  private func field(
    _ id: String, y: CGFloat, x: CGFloat = 16, width: CGFloat = 358
  ) -> HeadlessTextField {
    HeadlessTextField(identifier: id, frame: CGRect(x: x, y: y, width: width, height: 44))
  }

  /// A 390 x 44 view at `y` holding `input` at its origin.
  private func box(y: CGFloat, holding input: HeadlessView) -> HeadlessView {
    let box = HeadlessView(frame: CGRect(x: 0, y: y, width: 390, height: 44))
    input.frame.origin = .zero
    box.addSubview(input)
    return box
  }

  private func ids(_ inputs: [FormInput]) -> [String] {
    inputs.compactMap { ($0.input as? any HeadlessInput)?.identifier }.sorted()
  }

  @Test func `F6: a form's inputs are the enabled ones the user can see and touch`() {
    let root = HeadlessView(frame: full)
    let disabled = field("disabled", y: 150)
    disabled.isEnabled = false
    let hidden = box(y: 200, holding: field("hidden", y: 0))
    hidden.isHidden = true
    let transparent = box(y: 250, holding: field("transparent", y: 0))
    transparent.alpha = 0
    let untouchable = box(y: 300, holding: field("untouchable", y: 0))
    untouchable.isUserInteractionEnabled = false
    let readOnly = HeadlessTextView(
      identifier: "readOnly", frame: CGRect(x: 16, y: 400, width: 358, height: 80))
    readOnly.isEditable = false
    let notes = HeadlessTextView(
      identifier: "notes", frame: CGRect(x: 16, y: 500, width: 358, height: 80))
    // A field inside the text view is the text view's own content: never searched.
    notes.addSubview(field("insideNotes", y: 0))
    let list = HeadlessScrollView(
      frame: CGRect(x: 0, y: 600, width: 390, height: 100),
      contentSize: CGSize(width: 390, height: 100))
    list.addSubview(field("inList", y: 10))
    let nested = box(y: 760, holding: field("nested", y: 0))
    for view in [
      field("enabled", y: 100), disabled, hidden, transparent, untouchable, readOnly, notes,
      list, nested,
    ] as [HeadlessView] {
      root.addSubview(view)
    }
    let inputs = KeyboardInputWalk.formInputs(under: root)
    #expect(ids(inputs) == ["enabled", "inList", "nested", "notes"])
    // Frames in the root's space: the nested field at its box's 760, the list's at 600 + 10.
    let frames = Dictionary(
      uniqueKeysWithValues: inputs.compactMap { entry in
        (entry.input as? any HeadlessInput).map { ($0.identifier, entry.frame) }
      })
    #expect(frames["nested"] == CGRect(x: 0, y: 760, width: 358, height: 44))
    #expect(frames["inList"] == CGRect(x: 16, y: 610, width: 358, height: 44))
    // A screen walks the input of a list no host serves as its own (rule L9)...
    let screenInputs = { KeyboardInputWalk.formInputs(under: root, leavesServedScrollViews: true) }
    #expect(ids(screenInputs()) == ["enabled", "inList", "nested", "notes"])
    // ...and leaves it to the list once the list serves it (rule F8), or the app opted the
    // list out (rule L9).
    list.keyboard.enable()
    #expect(ids(screenInputs()) == ["enabled", "nested", "notes"])
    list.keyboard.disable()
    #expect(ids(screenInputs()) == ["enabled", "nested", "notes"])
    // A SwiftUI List's scroll view keeps its inputs always: SwiftUI moves focus in its own
    // content (rule S1).
    let swiftUIList = HeadlessHostingScrollView(
      frame: CGRect(x: 0, y: 820, width: 390, height: 100),
      contentSize: CGSize(width: 390, height: 100))
    swiftUIList.addSubview(field("inSwiftUI", y: 10))
    root.addSubview(swiftUIList)
    #expect(ids(screenInputs()) == ["enabled", "nested", "notes"])
  }

  @Test func `L9: a screen walks only the inputs an unserved scroll view shows`() {
    // A carousel 390 wide at 100 with three pages of 390, a field on each (x 16, 406, 796),
    // and a list 200 tall with content 600 scrolled to 300, fields at 10, 310 and 540.
    let root = HeadlessView(frame: full)
    let carousel = HeadlessScrollView(
      frame: CGRect(x: 0, y: 100, width: 390, height: 60),
      contentSize: CGSize(width: 1170, height: 60))
    for (page, id) in ["first", "second", "third"].enumerated() {
      carousel.addSubview(field(id, y: 8, x: 16 + CGFloat(page) * 390))
    }
    let list = HeadlessScrollView(
      frame: CGRect(x: 0, y: 300, width: 390, height: 200),
      contentSize: CGSize(width: 390, height: 600))
    for (id, y) in [("top", 10.0), ("middle", 310.0), ("bottom", 540.0)] {
      list.addSubview(field(id, y: y))
    }
    list.contentOffset = CGPoint(x: 0, y: 300)
    root.addSubview(carousel)
    root.addSubview(list)
    // The screen scrolls neither: the carousel shows its first page (0 ... 390), the list
    // 300 ... 500 of its content, which holds "middle" (310 ... 354) only.
    let screenInputs = KeyboardInputWalk.formInputs(under: root, leavesServedScrollViews: true)
    #expect(ids(screenInputs) == ["first", "middle"])
    // A form's own walk (its rows and pages are its to scroll) takes them all.
    #expect(ids(KeyboardInputWalk.formInputs(under: root)).count == 6)
    // The carousel turned to its second page shows "second" instead.
    carousel.contentOffset = CGPoint(x: 390, y: 0)
    let turned = KeyboardInputWalk.formInputs(under: root, leavesServedScrollViews: true)
    #expect(ids(turned) == ["middle", "second"])
  }

  @Test func `F6: a row's inputs come in reading order, and a cell outside the window has none`() {
    let cell = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 60))
    // Added right first: the order comes from the frames, x 200 after x 16 left to right.
    let right = field("right", y: 8, x: 200, width: 170)
    let left = field("left", y: 8, width: 170)
    let hidden = field("hidden", y: 8, width: 10)
    hidden.isHidden = true
    for view in [right, left, hidden] { cell.addSubview(view) }
    guard case .noCell = KeyboardInputWalk.rowInput(of: cell, direction: .leftToRight) else {
      Issue.record("a cell outside the window offers inputs")
      return
    }
    window.addSubview(cell)
    let order = { (direction: LayoutDirection) -> [String] in
      guard case .cell(let inputs) = KeyboardInputWalk.rowInput(of: cell, direction: direction)
      else { return [] }
      return inputs.compactMap { ($0 as? any HeadlessInput)?.identifier }
    }
    #expect(order(.leftToRight) == ["left", "right"])
    #expect(order(.rightToLeft) == ["right", "left"])
  }

  @Test func `L2: the first-use look finds the text field a window is editing, however deep`() {
    let outer = HeadlessView(frame: full)
    let list = HeadlessScrollView(frame: full, contentSize: CGSize(width: 390, height: 1600))
    let deep = field("deep", y: 1200)
    list.addSubview(deep)
    outer.addSubview(list)
    window.addSubview(outer)
    #expect(KeyboardInputWalk.editingInput(in: window as HeadlessView) == nil)
    deep.becomeFirstResponder()
    #expect(KeyboardInputWalk.editingInput(in: window as HeadlessView) === deep)
    #expect(screen.editingInputs.map(ObjectIdentifier.init) == [ObjectIdentifier(deep)])
  }

  @Test func `L10: the screen is the outermost content controller below a container`() {
    let navigation = HeadlessViewController(kind: .navigation, frame: full)
    navigation.show(in: window)
    let page = HeadlessViewController(frame: full)
    navigation.addChild(page)
    let part = HeadlessViewController(frame: full)
    page.addChild(part)
    let input = field("input", y: 700)
    part.view.content.addSubview(input)
    // part's parent (page) is content, page's (navigation) a container: page is the screen.
    #expect(KeyboardScreenWalk.screen(for: input as HeadlessView) === page)
    // A container's own views serve no input.
    let inBar = field("inBar", y: 0)
    navigation.view.content.addSubview(inBar)
    #expect(KeyboardScreenWalk.screen(for: inBar as HeadlessView) == nil)
    // A container of the system's (a picker's pages) neither.
    navigation.isOwnedBySystem = true
    #expect(KeyboardScreenWalk.screen(for: input as HeadlessView) == nil)
  }

  @Test func `L10: an app's own container showing two children serves the child as the screen`() {
    // A side menu at the window's root, a content controller of the app's: its menu (0 ...
    // 280) and its content (280 ... 670, shifted right by the open menu) both in the window.
    let sideMenu = HeadlessViewController(frame: full)
    sideMenu.show(in: window)
    let menu = HeadlessViewController(frame: CGRect(x: 0, y: 0, width: 280, height: 844))
    sideMenu.addChild(menu)
    let content = HeadlessViewController(frame: CGRect(x: 280, y: 0, width: 390, height: 844))
    sideMenu.addChild(content)
    let input = field("input", y: 700)
    content.view.content.addSubview(input)
    // Two children in the window: the app's container, whose child is the screen.
    #expect(KeyboardScreenWalk.screen(for: input as HeadlessView) === content)
    // The menu closed and taken out of the window: one child left, which the container
    // embeds as its content; the outermost content controller serves again.
    menu.view.removeFromSuperview()
    #expect(KeyboardScreenWalk.screen(for: input as HeadlessView) === sideMenu)
  }

  @Test func `L10: a screen whose view is inside SwiftUI content serves no input`() {
    let hosting = HeadlessHostingView(frame: full)
    window.addSubview(hosting)
    let host = HeadlessViewController(frame: full)
    hosting.addSubview(host.view)
    let child = HeadlessViewController(frame: full)
    host.addChild(child)
    // The child's view sits outside its parent's, straight in the window: the input is in
    // no SwiftUI content, but its screen (the parent, a content controller) is.
    window.addSubview(child.view)
    let input = field("input", y: 700)
    child.view.content.addSubview(input)
    #expect(!KeyboardViewWalk.isInsideSwiftUI(input as HeadlessView))
    #expect(KeyboardScreenWalk.screen(for: input as HeadlessView) == nil)
    // The same child under a parent outside SwiftUI is served by that parent.
    window.addSubview(host.view)
    #expect(KeyboardScreenWalk.screen(for: input as HeadlessView) === host)
  }
}
