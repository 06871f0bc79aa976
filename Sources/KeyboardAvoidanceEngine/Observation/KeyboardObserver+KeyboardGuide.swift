package import KeyboardAvoidanceCore

/// The first use's read of a window's keyboard layout guide (rule L2).
extension KeyboardObserver {
  /// Whether an engine enabled now should have its host read the window's keyboard layout
  /// guide.
  ///
  /// That is when no keyboard notification was seen yet in the process (the keyboard may be up
  /// all the same: the library's first use on a pushed screen) and no read is under way,
  /// so that engines enabled together ask once (rule L2). The read's result comes back as
  /// ``ObserverSignal/keyboardGuideRead(_:)``.
  package func beginsKeyboardGuideRead() -> Bool {
    guard lastEvent == nil, !isReadingKeyboardGuide else { return false }
    isReadingKeyboardGuide = true
    return true
  }

  /// What a host's read of the keyboard layout guide reports to: it sends the reading to
  /// ``receive(_:)`` and answers whether the read should go on at the guide's next move
  /// (a guide the read made, with no keyboard to show yet, until a notification comes).
  package var keyboardGuideReport: KeyboardGuideReport {
    { [weak self] reading in
      guard let self else { return false }
      receive(.keyboardGuideRead(reading))
      return isReadingKeyboardGuide && lastEvent == nil
    }
  }

  /// A read of a keyboard layout guide: the keyboard it shows is applied to every engine
  /// as a keyboard event, unless a notification came first; a guide the read made that
  /// shows none is not taken as no keyboard, and the read goes on (rule L2).
  func keyboardGuideRead(_ reading: KeyboardGuideReading) {
    switch reading {
    case .unknown:
      return
    case .noKeyboard:
      isReadingKeyboardGuide = false
    case .keyboard(let event):
      isReadingKeyboardGuide = false
      guard lastEvent == nil else { return }
      KeyboardLog.write("keyboard read from the window's keyboard layout guide (L2)")
      keyboardDidChange(event)
    }
  }
}
