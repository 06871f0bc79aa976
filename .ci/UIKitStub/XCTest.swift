// Stub of the XCTest UI-testing declarations the XCUITest sources use, copied from
// developer.apple.com/documentation/xctest (AX = .../xctest/<path>; since Xcode 16.3 the
// XCUI pages are also at .../xcuiautomation/<path>). Only for the Linux type-check of
// UITests/XCUITests and the sample's unit tests; it shadows the toolchain's XCTest there.
// Never run.
@_exported import Foundation
public import UIKit

#if !canImport(CoreGraphics)
  /// CoreGraphics' vector, which Linux's Foundation lacks (XCUITest's offsets take it):
  /// developer.apple.com/documentation/corefoundation/cgvector, `struct CGVector`, with
  /// `init(dx: CGFloat, dy: CGFloat)`, `var dx: CGFloat`, `var dy: CGFloat`.
  public struct CGVector: Sendable, Equatable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) {
      self.dx = dx
      self.dy = dy
    }
  }
#endif

/// AX xctestcase: `class XCTestCase : XCTest`.
@MainActor open class XCTestCase: NSObject {
  /// AX xctest/continueafterfailure: `var continueAfterFailure: Bool { get set }`
  open var continueAfterFailure = true
}

/// AX xcuielementtypequeryprovider / XCUIElement.ElementType subset used here.
public enum XCUIElementType: UInt, Sendable {
  case any, textField, textView, button, cell, tabBar, keyboard
}

/// AX xcuielementquery: `class XCUIElementQuery : NSObject`.
@MainActor open class XCUIElementQuery: NSObject {
  /// AX xcuielementquery/subscript(_:): `subscript(key: String) -> XCUIElement { get }`
  open subscript(key: String) -> XCUIElement { XCUIElement() }
  /// AX xcuielementquery/element(boundby:): `func element(boundBy index: Int) -> XCUIElement`
  open func element(boundBy index: Int) -> XCUIElement { XCUIElement() }
  /// AX xcuielementquery/count: `var count: Int { get }`
  open var count: Int { 0 }
  /// AX xcuielementquery/firstmatch: `var firstMatch: XCUIElement { get }`
  open var firstMatch: XCUIElement { XCUIElement() }
}

/// AX xcuielement: `class XCUIElement : NSObject`.
@MainActor open class XCUIElement: NSObject {
  /// AX xcuielement/exists: `var exists: Bool { get }`
  open var exists: Bool { false }
  /// AX xcuielement/ishittable: `var isHittable: Bool { get }`
  open var isHittable: Bool { false }
  /// AX xcuielement/frame (XCUIElementAttributes): `var frame: CGRect { get }`
  open var frame: CGRect { .zero }
  /// AX xcuielementattributes/value: `var value: Any? { get }`
  open var value: Any? { nil }
  /// AX xcuielementattributes/placeholdervalue: `var placeholderValue: String? { get }`
  open var placeholderValue: String? { nil }
  /// AX xcuielement/tap(): `func tap()`
  open func tap() {}
  /// AX xcuielement/typetext(_:): `func typeText(_ text: String)`
  open func typeText(_ text: String) {}
  /// AX xcuielement/waitforexistence(timeout:): `func waitForExistence(timeout: TimeInterval) -> Bool`
  open func waitForExistence(timeout: TimeInterval) -> Bool { false }
  /// AX xcuielementtypequeryprovider/textfields: `var textFields: XCUIElementQuery { get }`
  open var textFields: XCUIElementQuery { XCUIElementQuery() }
  /// AX xcuielementtypequeryprovider/securetextfields: `var secureTextFields:
  /// XCUIElementQuery { get }`
  open var secureTextFields: XCUIElementQuery { XCUIElementQuery() }
  /// AX xcuielementtypequeryprovider/textviews
  open var textViews: XCUIElementQuery { XCUIElementQuery() }
  /// AX xcuielementtypequeryprovider/buttons
  open var buttons: XCUIElementQuery { XCUIElementQuery() }
  /// AX xcuielementtypequeryprovider/keyboards
  open var keyboards: XCUIElementQuery { XCUIElementQuery() }
  /// AX xcuielementtypequeryprovider/statictexts: `var staticTexts: XCUIElementQuery { get }`
  open var staticTexts: XCUIElementQuery { XCUIElementQuery() }
  /// AX xcuielementtypequeryprovider/toolbars: `var toolbars: XCUIElementQuery { get }`
  open var toolbars: XCUIElementQuery { XCUIElementQuery() }
  /// AX xcuielementtypequeryprovider/tabbars
  open var tabBars: XCUIElementQuery { XCUIElementQuery() }
  /// AX xcuielementtypequeryprovider/navigationbars: `var navigationBars: XCUIElementQuery { get }`
  open var navigationBars: XCUIElementQuery { XCUIElementQuery() }
  /// AX xcuielementtypequeryprovider/cells
  open var cells: XCUIElementQuery { XCUIElementQuery() }
  /// AX xcuielementtypequeryprovider/tables: `var tables: XCUIElementQuery { get }`
  open var tables: XCUIElementQuery { XCUIElementQuery() }
  /// AX xcuielement/swipedown(): `func swipeDown()`
  open func swipeDown() {}
  /// AX xcuielement/coordinate(withnormalizedoffset:): `func coordinate(withNormalizedOffset
  /// normalizedOffset: CGVector) -> XCUICoordinate`
  open func coordinate(withNormalizedOffset normalizedOffset: CGVector) -> XCUICoordinate {
    XCUICoordinate()
  }
}

/// AX xcuicoordinate: `class XCUICoordinate : NSObject` (a location on screen relative to an
/// element).
@MainActor open class XCUICoordinate: NSObject {
  /// AX xcuicoordinate/withoffset(_:): `func withOffset(_ offsetVector: CGVector) ->
  /// XCUICoordinate`
  open func withOffset(_ offsetVector: CGVector) -> XCUICoordinate { XCUICoordinate() }
  /// AX xcuicoordinate/tap(): `func tap()`
  open func tap() {}
  /// AX xcuicoordinate/press(forduration:thendragto:): `func press(forDuration duration:
  /// TimeInterval, thenDragTo otherCoordinate: XCUICoordinate)`
  open func press(forDuration duration: TimeInterval, thenDragTo otherCoordinate: XCUICoordinate)
  {}
  /// AX xcuicoordinate/press(forduration:thendragto:withvelocity:thenholdforduration:):
  /// `func press(forDuration duration: TimeInterval, thenDragTo otherCoordinate: XCUICoordinate,
  /// withVelocity velocity: XCUIGestureVelocity, thenHoldForDuration holdDuration: TimeInterval)`
  open func press(
    forDuration duration: TimeInterval, thenDragTo otherCoordinate: XCUICoordinate,
    withVelocity velocity: XCUIGestureVelocity, thenHoldForDuration holdDuration: TimeInterval
  ) {}
}

/// AX xcuigesturevelocity: `struct XCUIGestureVelocity` (how fast a gesture moves across the
/// screen, in pixels per second).
public struct XCUIGestureVelocity: Sendable {
  /// AX xcuigesturevelocity/init(_:): `init(_ rawValue: CGFloat)`
  public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
  /// AX xcuigesturevelocity/init(rawvalue:): `init(rawValue: CGFloat)`
  public init(rawValue: CGFloat) { self.rawValue = rawValue }
  /// The raw value.
  public var rawValue: CGFloat
  /// AX xcuigesturevelocity/slow: `static let slow: XCUIGestureVelocity`
  public static let slow = XCUIGestureVelocity(0)
  /// AX xcuigesturevelocity/default: `static let `default`: XCUIGestureVelocity`
  public static let `default` = XCUIGestureVelocity(0)
  /// AX xcuigesturevelocity/fast: `static let fast: XCUIGestureVelocity`
  public static let fast = XCUIGestureVelocity(0)
}

/// AX xcuidevice: `class XCUIDevice : NSObject` (iOS: orientation is UIKit's
/// `UIDeviceOrientation`).
@MainActor open class XCUIDevice: NSObject {
  /// AX xcuidevice/shared: `class var shared: XCUIDevice { get }`
  open class var shared: XCUIDevice { XCUIDevice() }
  /// AX xcuidevice/orientation: `var orientation: UIDeviceOrientation { get set }`
  open var orientation: UIDeviceOrientation = .portrait
}

/// AX xcuiapplication: `class XCUIApplication : XCUIElement`.
@MainActor open class XCUIApplication: XCUIElement {
  /// AX xcuiapplication/launch(): `func launch()`
  open func launch() {}
  /// AX xcuiapplication/launcharguments: `var launchArguments: [String] { get set }`
  open var launchArguments: [String] = []
}

/// AX xctasserttrue(_:_:file:line:)
public func XCTAssertTrue(
  _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) {}

/// AX xctassertlessthanorequal(_:_:_:file:line:)
public func XCTAssertLessThanOrEqual<T: Comparable>(
  _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {}

/// AX xctassertequal(_:_:_:file:line:)
public func XCTAssertEqual<T: Equatable>(
  _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {}

/// AX xctfail(_:file:line:): `func XCTFail(_ message: String = "", file: StaticString =
/// #filePath, line: UInt = #line)`
public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {}

/// AX xctunwrap(_:_:file:line:): `func XCTUnwrap<T>(_ expression: @autoclosure () throws -> T?,
/// _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line)
/// throws -> T`
public func XCTUnwrap<T>(
  _ expression: @autoclosure () throws -> T?, _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) throws -> T {
  guard let value = try expression() else { throw UnwrapError() }
  return value
}

/// What the stub's `XCTUnwrap` throws for `nil`.
public struct UnwrapError: Error {}
