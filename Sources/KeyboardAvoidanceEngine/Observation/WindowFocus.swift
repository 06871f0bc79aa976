/// A view that can tell which window it is in, so that focus is kept per window (rule F1).
///
/// UIKit's views and the headless model's adopt it; an input that does not (an object an
/// app reports as editing) counts as in an unknown window.
@MainActor
package protocol KeyboardWindowMember: AnyObject {
  /// The window the view is in, or `nil` outside any.
  ///
  /// - Complexity: O(depth of the view in its window), never of the number of views.
  var keyboardWindow: AnyObject? { get }

  /// Whether the view's window is one the system made, not the app: the keyboard's own
  /// (which shows accessory views and the emoji keyboard's search field) or AutoFill's.
  ///
  /// Such a window never counts as key (rule F1): an input that begins editing there, or
  /// the window becoming key, leaves the app's key window serving the keyboard, so that the
  /// emoji search field stops no reveal in the app's window. A window is its own member.
  var isInSystemWindow: Bool { get }
}

/// The input each window is editing, held weakly, and the key window (rule F1).
///
/// Each window keeps its own first responder (an iPad with two scenes, or two windows of
/// one scene): an input that begins editing in one window does not end editing in another.
/// A host acts on the first responder of its own window, and reveals it only while that
/// window is key, since there is one keyboard and it serves the key window.
@MainActor
struct WindowFocus {
  /// One window's editing input; `window` is `nil` for an input whose window is unknown.
  private struct Entry {
    /// The input's window when it began editing.
    weak var window: AnyObject?
    /// The identity of ``window``, compared before the weak reference is loaded: each
    /// event looks its host's window up, and a weak load costs more than a comparison.
    let windowID: ObjectIdentifier?
    /// Whether the input told its window; a `nil` window then means it is gone.
    let knowsWindow: Bool
    /// The editing input.
    weak var input: AnyObject?
  }

  /// The editing inputs, the one that began last at the end; one per window.
  private var entries: [Entry] = []
  /// The window that became key or had an input begin editing last, held weakly; `nil`
  /// before either happened.
  private weak var keyWindow: AnyObject?
  /// The identity of ``keyWindow``, compared before the weak reference is loaded.
  private var keyWindowID: ObjectIdentifier?

  /// The input that began editing last and has not ended, in any window.
  var latest: AnyObject? { entries.last(where: { $0.input != nil })?.input }

  /// `input` began editing: it is its window's first responder now, and its window is key
  /// unless the system made it.
  ///
  /// - Complexity: O(windows), plus O(depth of `input`) to find its window.
  mutating func began(_ input: AnyObject) {
    let window = (input as? any KeyboardWindowMember)?.keyboardWindow
    entries.removeAll { entry in
      entry.input == nil || entry.input === input
        || (entry.knowsWindow && window != nil && entry.window === window)
        || (entry.knowsWindow && entry.window == nil)
    }
    entries.append(
      Entry(
        window: window, windowID: window.map(ObjectIdentifier.init), knowsWindow: window != nil,
        input: input))
    // The keyboard serves the input that just began editing, so its window counts as key
    // without waiting for a key-window notification that may not come (an app's first
    // window became key before the library listened).
    if let window { becameKey(window) }
  }

  /// `input` ended editing.
  mutating func ended(_ input: AnyObject) {
    entries.removeAll { $0.input == nil || $0.input === input }
  }

  /// The inputs editing now, one per window, the one that began first first.
  var editingInputs: [AnyObject] { entries.compactMap(\.input) }

  /// Whether `input` is editing in some window.
  func isEditing(_ input: AnyObject) -> Bool {
    entries.contains { $0.input === input }
  }

  /// The first responder of `window`: the input editing there, else one whose window is
  /// unknown; for an unknown `window` (`nil`), the input that began last.
  func input(in window: AnyObject?) -> AnyObject? {
    guard let window else { return latest }
    let id = ObjectIdentifier(window)
    // A window gone and another made at its address finds the old entry's input gone too.
    for entry in entries.reversed() where entry.windowID == id {
      if let input = entry.input { return input }
    }
    return entries.last(where: { !$0.knowsWindow && $0.input != nil })?.input
  }

  /// `window` became key; a window the system made is passed over.
  ///
  /// - Returns: Whether `window` is the key window now: `false` for one the system made.
  @discardableResult
  mutating func becameKey(_ window: AnyObject) -> Bool {
    if (window as? any KeyboardWindowMember)?.isInSystemWindow == true { return false }
    keyWindow = window
    keyWindowID = ObjectIdentifier(window)
    return true
  }

  /// Whether `window` is key: the one that became key or had an input begin editing last.
  ///
  /// Until either happened, and for an unknown window, every window counts as key (a
  /// one-window app, or one that made its window key before the library was first used).
  func isKey(_ window: AnyObject?) -> Bool {
    guard let window, let id = keyWindowID else { return true }
    if ObjectIdentifier(window) == id { return true }
    // A key window that is gone leaves every window counting as key.
    return keyWindow == nil
  }
}
