package import KeyboardAvoidanceEngine

/// Where one configurable object's settings live: a scroll view's engine (its own settings)
/// or the app-wide observer (the application's; rule L9).
///
/// Part of the binding's interface, not of the app's: it is declared for the
/// `KeyboardAvoidanceBinding` SPI, and apps never see it. It holds no state of its own, so a
/// slot made on each access is as good as one kept.
@_spi(KeyboardAvoidanceBinding)
@MainActor
public struct KeyboardSettingsSlot {
  private let read: @MainActor () -> HostSettings
  private let write: @MainActor (HostSettings) -> Void

  /// A slot that reads the settings with `read` and stores new ones with `write`.
  ///
  /// Reading should create nothing (a scroll view without an engine reads the defaults);
  /// writing may create what holds them.
  package init(
    read: @escaping @MainActor () -> HostSettings,
    write: @escaping @MainActor (HostSettings) -> Void
  ) {
    self.read = read
    self.write = write
  }

  /// The settings: read at each access, so a change reaches the hosts they serve.
  package var settings: HostSettings {
    get { read() }
    nonmutating set { write(newValue) }
  }
}
