package import KeyboardAvoidanceEngine

/// The app-wide mode's state for one app: the observer whose walk and settings it sets
/// (rules L7, L9).
///
/// Part of the binding's interface, not of the app's: it is declared for the
/// `KeyboardAvoidanceBinding` SPI, and apps never see it. The state itself lives in the
/// observer, so a slot made on each access is as good as one kept.
@_spi(KeyboardAvoidanceBinding)
@MainActor
public final class KeyboardAppWideSlot {
  /// The observer of the app's keyboard and editing notifications.
  package let observer: KeyboardObserver
  private let makeHosts: @MainActor () -> any AppWideHosts

  /// A slot for `observer`, whose walk to an input's scroll views `makeHosts` makes.
  package init(observer: KeyboardObserver, makeHosts: @escaping @MainActor () -> any AppWideHosts) {
    self.observer = observer
    self.makeHosts = makeHosts
  }

  /// Whether the app-wide mode is on.
  package var isOn: Bool { observer.appWideHosts != nil }

  /// Turns the app-wide mode on or off; turning it on twice keeps the walk in place.
  ///
  /// Turned on with inputs editing, it serves them at once (rule L2), also those that began
  /// editing before the library's first use.
  package func setOn(_ isOn: Bool) {
    guard isOn != self.isOn else { return }
    observer.appWideHosts?.endEditingOnWindowTaps(false)
    let hosts = isOn ? makeHosts() : nil
    // rule L2: at the library's first use, inputs may be editing already; the mode serves
    // them as it is turned on.
    if let hosts { observer.adoptEditingInputsOnce(found: hosts.inputsEditingInEveryWindow) }
    observer.appWideHosts = hosts
    observer.appWideHosts?.endEditingOnWindowTaps(settings.endsEditingOnTap)
  }

  /// The application's settings (rule L9); tap to dismiss reaches every window while the
  /// mode is on (rule T2).
  package var settings: HostSettings {
    get { observer.appWideSettings }
    set {
      observer.appWideSettings = newValue
      observer.appWideHosts?.endEditingOnWindowTaps(newValue.endsEditingOnTap)
    }
  }
}
