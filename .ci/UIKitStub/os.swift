// Stub of the unified-logging declarations the documentation's examples use, copied from
// developer.apple.com/documentation/os (AO = .../os/<path>). Only for the Linux type-check
// of those examples (`.ci/check-doc-examples`); Linux has no `os` module. Never run.

/// AO logger: `struct Logger` (iOS 14.0+).
@available(iOS 14.0, macOS 11.0, *)
public struct Logger {
  /// AO logger/init(subsystem:category:): `init(subsystem: String, category: String)`
  public init(subsystem: String, category: String) {}
  /// AO logger/debug(_:): `func debug(_ message: OSLogMessage)`
  public func debug(_ message: OSLogMessage) {}
}

/// AO oslogmessage: `struct OSLogMessage` (ExpressibleByStringInterpolation).
public struct OSLogMessage: ExpressibleByStringInterpolation {
  /// AO oslogmessage/init(stringliteral:)
  public init(stringLiteral value: String) {}
  /// AO oslogmessage/init(stringinterpolation:)
  public init(stringInterpolation: OSLogInterpolation) {}
}

/// AO osloginterpolation: `struct OSLogInterpolation` (StringInterpolationProtocol).
public struct OSLogInterpolation: StringInterpolationProtocol {
  public init(literalCapacity: Int, interpolationCount: Int) {}
  public mutating func appendLiteral(_ literal: String) {}
  /// AO osloginterpolation/appendinterpolation(_:align:privacy:)-...: the string form.
  public mutating func appendInterpolation(
    _ argumentString: @autoclosure @escaping () -> String, privacy: OSLogPrivacy = .auto
  ) {}
}

/// AO oslogprivacy: `struct OSLogPrivacy`.
public struct OSLogPrivacy: Sendable {
  /// AO oslogprivacy/auto
  public static let auto = OSLogPrivacy()
  /// AO oslogprivacy/public
  public static let `public` = OSLogPrivacy()
  /// AO oslogprivacy/private
  public static let `private` = OSLogPrivacy()
}
