// Stub of the `os` declarations Sources/KeyboardAvoidanceEngine/Internal/UnifiedLog.swift
// uses, copied from developer.apple.com/documentation/os (AO = .../os/<path>). Only for the
// Linux type-check of that file: the real-SDK checker cannot load the SDK's `os` module.
// Never run.

/// AO logger: `struct Logger` (iOS 14).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct Logger: @unchecked Sendable {
  /// AO logger/init(subsystem:category:): `init(subsystem: String, category: String)`
  public init(subsystem: String, category: String) {}
  /// AO logger/debug(_:): `func debug(_ message: OSLogMessage)`
  public func debug(_ message: OSLogMessage) {}
}

/// AO oslogmessage: `struct OSLogMessage` (ExpressibleByStringInterpolation).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
  public init(stringLiteral value: String) {}
  public init(stringInterpolation: OSLogInterpolation) {}
}

/// AO osloginterpolation: `struct OSLogInterpolation : StringInterpolationProtocol`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct OSLogInterpolation: StringInterpolationProtocol {
  public init(literalCapacity: Int, interpolationCount: Int) {}
  public mutating func appendLiteral(_ literal: String) {}
  /// AO osloginterpolation/appendinterpolation(_:align:privacy:)-…: a `String` argument
  /// with a privacy option.
  public mutating func appendInterpolation(
    _ argument: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) {}
}

/// AO oslogstringalignment: `struct OSLogStringAlignment`.
public struct OSLogStringAlignment: Sendable {
  /// AO oslogstringalignment/none
  public static let none = OSLogStringAlignment()
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

/// AO oslog: `class OSLog : NSObject`.
public final class OSLog: @unchecked Sendable {
  /// AO oslog/init(subsystem:category:): `init(subsystem: String, category: String)`
  public init(subsystem: String, category: String) {}
  /// AO oslog/default: `static let default: OSLog`
  public static let `default` = OSLog(subsystem: "", category: "")
}

/// AO oslogtype: `struct OSLogType`.
public struct OSLogType: Sendable {
  /// AO oslogtype/debug
  public static let debug = OSLogType()
  /// AO oslogtype/default
  public static let `default` = OSLogType()
}

/// AO os_log(_:dso:log:type:_:): `func os_log(_ message: StaticString, dso:
/// UnsafeRawPointer? = #dsohandle, log: OSLog = .default, type: OSLogType = .default,
/// _ args: any CVarArg...)` (iOS 10).
public func os_log(
  _ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
  type: OSLogType = .default, _ args: any CVarArg...
) {}
