package import Foundation
package import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine

/// A text view: a scroll view with text, a monospaced font and a caret.
///
/// Models `UITextView` (a `UIScrollView`): `textContainerInset` (default 8, 0, 8, 0),
/// `selectedRange` in UTF-16 offsets, caret and selection rects in its own content
/// coordinates (``TextLayout``), and `isScrollEnabled`: when `false` its frame height
/// follows its content height and the enclosing scroll view's content grows by the same
/// amount, as an Auto Layout form would. Typing posts UIKit's text-did-change notification
/// *before* the sizes change, as UIKit does: the content size, the frame and the enclosing
/// scroll view's content follow in the layout pass after it (the pass of the run loop's turn
/// that ends each edit, ``HeadlessScreen/runMainQueue()``, or a ``layoutIfNeeded()`` before
/// it). Moving the selection tells the delegate (``didChangeSelection``), then the turn ends.
/// The turn takes its main-queue work and its layout pass in rule O1 c's order.
@MainActor
package final class HeadlessTextView: HeadlessScrollView, HeadlessEditable, HeadlessTextInput {
  /// An identifier for output and debugging.
  package internal(set) var identifier: String
  /// The font.
  package var font: TextFont { didSet { relayout() } }
  /// The text container inset.
  package var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
    didSet { relayout() }
  }
  /// Whether the view scrolls its own text; when `false` it grows with its text.
  package override var isScrollEnabled: Bool { didSet { relayout() } }
  /// Whether the view accepts focus.
  package var isEditable = true
  /// The view above the keyboard while the text view edits (`inputAccessoryView`).
  package var inputAccessoryView: HeadlessView?
  /// The selection, in UTF-16 offsets; length 0 is a caret.
  package private(set) var selectedRange: NSRange
  /// The current layout of the text.
  package private(set) var layout: TextLayout
  private var units: [UInt16]
  private weak var lastWindow: HeadlessWindow?

  /// Creates a text view with text; the caret starts at the end.
  package init(identifier: String, frame: CGRect, text: String = "", font: TextFont = TextFont()) {
    self.identifier = identifier
    self.font = font
    units = Array(text.utf16)
    selectedRange = NSRange(location: units.count, length: 0)
    layout = TextLayout(
      units: units, width: frame.width, inset: EdgeInsets(top: 8, bottom: 8), font: font)
    super.init(frame: frame)
    relayout()
  }

  /// The text.
  package var text: String { String(decoding: units, as: UTF16.self) }

  package var beginEditingName: EditingNotificationName { .textViewDidBegin }
  package var endEditingName: EditingNotificationName { .textViewDidEnd }
  package var acceptsFocus: Bool { isEditable }

  // MARK: - Responder

  /// Makes the text view first responder; with the keyboard hidden, UIKit posts its
  /// begin-editing notification only after the keyboard's will-show (rules L7, T1).
  @discardableResult
  package func becomeFirstResponder() -> Bool { FirstResponder.becomeAfterKeyboard(self) }

  /// A text view that leaves its window resigns; the engine hears of it too.
  package override func didMoveToWindow() {
    FirstResponder.viewDidLeaveWindow(self, window: lastWindow)
    lastWindow = window
    super.didMoveToWindow()
  }

  // MARK: - Caret

  /// The caret rect at the end of the selection, in this view's content coordinates.
  package var caretRect: CGRect {
    caretRect(at: selectedRange.location + selectedRange.length)
  }

  /// How many caret rects were asked for: what a keyboard event costs the text system.
  package private(set) var caretRequests = 0

  /// How many times the rects of the whole selection were asked for, which lays out all
  /// of the selected text; the engine never asks (rule F2).
  package private(set) var selectionRectRequests = 0

  /// The caret rect at a UTF-16 offset, in this view's content coordinates.
  package func caretRect(at offset: Int) -> CGRect {
    caretRequests += 1
    return layout.caretRect(at: offset)
  }

  /// The rect of the whole selection, or `nil` for a caret (`selectionRects(for:)`).
  package var selectionRect: CGRect? {
    selectionRectRequests += 1
    return selectedRange.length > 0 ? layout.selectionRect(selectedRange) : nil
  }

  // MARK: - Editing

  /// Types `string` at the selection, replacing a non-empty selection, as a keyboard does.
  package func type(_ string: String) {
    let range = clamped(selectedRange)
    let inserted = Array(string.utf16)
    units.replaceSubrange(range.location..<(range.location + range.length), with: inserted)
    selectedRange = NSRange(location: range.location + inserted.count, length: 0)
    didEdit()
  }

  /// Deletes backward `count` times: a non-empty selection, else the unit before the caret.
  package func deleteBackward(_ count: Int = 1) {
    for _ in 0..<max(0, count) {
      let range = clamped(selectedRange)
      if range.length > 0 {
        units.removeSubrange(range.location..<(range.location + range.length))
        selectedRange = NSRange(location: range.location, length: 0)
      } else if range.location > 0 {
        units.remove(at: range.location - 1)
        selectedRange = NSRange(location: range.location - 1, length: 0)
      }
    }
    didEdit()
  }

  /// The delegate's `textViewDidChangeSelection(_:)`: UIKit tells only the delegate when
  /// the selection moves, so an app forwards it (`keyboard.inputDidChangeSelection(_:)`).
  package var didChangeSelection: (@MainActor (HeadlessTextView) -> Void)?

  /// Moves the selection, clamped to the text, and tells the delegate, as UIKit does; the
  /// run loop's turn ends (its main-queue work and its layout pass, rule O1 c).
  package func select(_ range: NSRange) {
    selectedRange = clamped(range)
    didChangeSelection?(self)
    window?.screen?.runMainQueue()
  }

  private func clamped(_ range: NSRange) -> NSRange {
    let location = min(max(0, range.location), units.count)
    return NSRange(location: location, length: min(max(0, range.length), units.count - location))
  }

  /// The text changed: the caret moves at once, the sizes at the next layout pass; UIKit
  /// posts its notification in between, then the run loop's turn ends: the main-queue work
  /// queued meanwhile and the layout pass (the whole window, and the engine's sentinel with
  /// it) in either order (rules F5, O1 c), siblings laid out in either order (O1 g).
  private func didEdit() {
    layout = TextLayout(units: units, width: bounds.width, inset: textContainerInset, font: font)
    setNeedsLayout()
    guard let screen = window?.screen else { return }
    screen.notificationCenter.post(
      name: TextChangeNotificationName.textViewDidChange.notificationName, object: self)
    screen.runMainQueue()
  }

  /// The layout pass after an edit: the content size, and the frame of a view that grows.
  package override func layoutSubviews() {
    resize()
  }

  // MARK: - Layout

  /// Lays the text out again after the width changed.
  package override func geometryDidChange() {
    if layout.columns
      != TextLayout(units: [], width: bounds.width, inset: textContainerInset, font: font).columns
    {
      relayout()
    }
    super.geometryDidChange()
  }

  private func relayout() {
    layout = TextLayout(units: units, width: bounds.width, inset: textContainerInset, font: font)
    resize()
  }

  /// Sizes the content to the text and, when the view does not scroll, grows or shrinks the
  /// view and its enclosing scroll view's content by the same amount.
  private func resize() {
    let height = layout.contentHeight
    if isScrollEnabled {
      contentSize = CGSize(width: bounds.width, height: height)
      return
    }
    contentSize = CGSize(width: bounds.width, height: height)
    let delta = height - frame.height
    guard delta != 0 else { return }
    var ancestor = superview
    while let view = ancestor {
      if let scroll = view as? HeadlessScrollView {
        scroll.contentSize.height += delta
        break
      }
      ancestor = view.superview
    }
    frame.size.height = height
  }
}
