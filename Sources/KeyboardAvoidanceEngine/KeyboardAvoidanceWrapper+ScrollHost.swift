public import Foundation
import KeyboardAvoidanceCore

extension KeyboardAvoidanceWrapper where Base: KeyboardScrollHost {
  /// Starts keeping the focused input of this scroll view above the keyboard.
  ///
  /// From now on every keyboard change sets the bottom content and indicator insets to
  /// exactly what the keyboard covers, and scrolls the focused input into view with the
  /// keyboard's own animation. Enabling while the keyboard is up applies at once;
  /// enabling twice is harmless (SPEC L1, L2).
  ///
  /// ```swift
  /// override func viewDidLoad() {
  ///   super.viewDidLoad()
  ///   scrollView.keyboard.enable()
  /// }
  /// ```
  public func enable() {
    engine.enable()
  }

  /// Stops avoiding the keyboard and restores the app's own insets exactly (SPEC I3).
  ///
  /// Settings are kept for a later ``enable()``.
  public func disable() {
    base._keyboardEngineSlot.engine?.disable()
  }

  /// Whether ``enable()`` is in effect.
  ///
  /// Reading it creates nothing.
  public var isEnabled: Bool {
    base._keyboardEngineSlot.engine?.isEnabled ?? false
  }

  /// Room kept above and below the focused input, in points (default 16; SPEC F2).
  public var margin: CGFloat {
    get { settings.margin }
    nonmutating set { engine.settings.margin = newValue }
  }

  /// Room added between the content and the keyboard whenever it overlaps, in points
  /// (default 0; SPEC I1).
  public var extraSpacing: CGFloat {
    get { settings.extraSpacing }
    nonmutating set { engine.settings.extraSpacing = newValue }
  }

  /// Whether Return in a field moves to the next field of this host.
  ///
  /// Defaults to on for tables and collection views (hosts adopting
  /// ``KeyboardInputNavigator``), off elsewhere. Return in the last field resigns first
  /// responder. The field's own delegate is left alone.
  public var returnKeyNavigation: Bool {
    get {
      if let engine = base._keyboardEngineSlot.engine { return engine.isReturnKeyNavigationOn }
      return (base as? any KeyboardInputNavigator)?.prefersReturnKeyNavigation ?? false
    }
    nonmutating set { engine.returnKeyNavigationSetting = newValue }
  }

  /// Moves first responder to the next input of this host, in row order across sections,
  /// scrolling its row into view first when needed; resigns after the last input.
  ///
  /// Wire it to your own toolbar's Next button. Does nothing (returns `false`) when no
  /// input of this host is focused or the host has no input order.
  @discardableResult
  public func focusNext() -> Bool {
    engine.focusNext(forward: true)
  }

  /// Moves first responder to the previous input of this host; see ``focusNext()``.
  @discardableResult
  public func focusPrevious() -> Bool {
    engine.focusNext(forward: false)
  }

  /// Tells the engine that the scroll view's frame, its window, or its place on screen
  /// changed without a keyboard notification.
  ///
  /// The engine re-applies the last keyboard frame in place, without animation (SPEC K7),
  /// or restores the app's insets when the scroll view has left its window (SPEC I3, L3).
  /// The headless model calls this for you. On iOS 16 and later the UIKit binding calls
  /// it when a window scene's geometry changes (Stage Manager, rotation); call it from
  /// `viewDidLayoutSubviews` when the scroll view moves inside its window while the
  /// keyboard is up, or on earlier systems.
  public func hostGeometryDidChange() {
    base._keyboardEngineSlot.engine?.geometryDidChange()
  }

  /// The engine's settings, or the defaults when there is no engine yet.
  private var settings: KeyboardSettings {
    base._keyboardEngineSlot.engine?.settings ?? KeyboardSettings()
  }

  /// The host's engine, created on first use.
  var engine: KeyboardEngine {
    let slot = base._keyboardEngineSlot
    if let engine = slot.engine { return engine }
    let engine = KeyboardEngine(host: base)
    slot.engine = engine
    return engine
  }
}
