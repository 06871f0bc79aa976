#if !canImport(UIKit)
  // Without UIKit (Linux) the simulator and the queries have no window or view to work on.
  // These declarations stand in for the iOS ones so that code written for an iOS test target
  // fails with a message that says so, not with an internal initializer's name.

  extension KeyboardSimulator {
    /// Unavailable without UIKit: a simulator posts to a `UIWindow`'s screen.
    ///
    /// `KeyboardAvoidanceTesting` runs in iOS test targets; without UIKit only the keyboard
    /// presets (``KeyboardDevicePreset``) and their numbers are available.
    @available(
      *, unavailable,
      message:
        "KeyboardAvoidanceTesting runs in iOS test targets: KeyboardSimulator(window:) needs a UIWindow; without UIKit only KeyboardDevicePreset is available"
    )
    public convenience init(window: Any) {
      fatalError("unavailable without UIKit")
    }
  }

  extension KeyboardGeometry {
    /// Unavailable without UIKit: the query measures a `UIView` in a `UIWindow`.
    ///
    /// `KeyboardAvoidanceTesting` runs in iOS test targets; without UIKit only the keyboard
    /// presets (``KeyboardDevicePreset``) and their numbers are available.
    @available(
      *, unavailable,
      message:
        "KeyboardAvoidanceTesting runs in iOS test targets: isVisible(_:in:) needs a UIView and a UIWindow"
    )
    public static func isVisible(_ view: Any, in window: Any) -> Bool {
      fatalError("unavailable without UIKit")
    }

    /// Unavailable without UIKit: the query measures a `UIView` in a `UIWindow`.
    ///
    /// `KeyboardAvoidanceTesting` runs in iOS test targets; without UIKit only the keyboard
    /// presets (``KeyboardDevicePreset``) and their numbers are available.
    @available(
      *, unavailable,
      message:
        "KeyboardAvoidanceTesting runs in iOS test targets: visibility(of:in:) needs a UIView and a UIWindow"
    )
    public static func visibility(of view: Any, in window: Any) -> KeyboardVisibility {
      fatalError("unavailable without UIKit")
    }
  }
#endif
