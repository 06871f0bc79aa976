// Stub of the SwiftUI declarations Sample/SwiftUI uses, copied from
// developer.apple.com/documentation/swiftui (AS = .../swiftui/<path>), as Xcode 16's SDK
// declares them. Only for the Linux type-check of that sample: the real-SDK checker cannot
// load SwiftUI (its interface needs modules the Linux compiler cannot build). Never run.
import UIKit

/// AS view: `@MainActor @preconcurrency protocol View`.
@MainActor @preconcurrency public protocol View {
  /// AS view/body-swift.associatedtype
  associatedtype Body: View
  /// AS view/body-swift.property: `@ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }`
  var body: Self.Body { get }
}

/// AS never: `Never` is a view with no body, for primitive views.
extension Never: View {
  public var body: Never { fatalError() }
}

/// AS uiviewrepresentablecontext: `@MainActor @preconcurrency struct UIViewRepresentableContext<Representable>`.
@MainActor @preconcurrency public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {}

/// AS uiviewrepresentable: `@MainActor @preconcurrency protocol UIViewRepresentable : View where Self.Body == Never`.
@MainActor @preconcurrency public protocol UIViewRepresentable: View where Body == Never {
  /// AS uiviewrepresentable/uiviewtype
  associatedtype UIViewType: UIView
  /// AS uiviewrepresentable/context
  typealias Context = UIViewRepresentableContext<Self>
  /// AS uiviewrepresentable/makeuiview(context:)
  func makeUIView(context: Self.Context) -> Self.UIViewType
  /// AS uiviewrepresentable/updateuiview(_:context:)
  func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
}

extension UIViewRepresentable {
  /// Representable views have no body of their own.
  public var body: Never { fatalError() }
}

/// AS safearearegions: `@frozen struct SafeAreaRegions : OptionSet` (iOS 14).
@available(iOS 14.0, *)
public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// AS safearearegions/container
  public static let container = SafeAreaRegions(rawValue: 1)
  /// AS safearearegions/keyboard
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  /// AS safearearegions/all
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// AS edge: `@frozen enum Edge`, with `Edge.Set`.
public enum Edge: Int8, Sendable {
  case top, leading, bottom, trailing
  /// AS edge/set: `@frozen struct Set : OptionSet`.
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// AS edge/set/top
    public static let top = Set(rawValue: 1)
    /// AS edge/set/bottom
    public static let bottom = Set(rawValue: 4)
    /// AS edge/set/all
    public static let all = Set(rawValue: 15)
  }
}

/// A view with a modifier applied (stands for SwiftUI's opaque results).
public struct ModifiedView<Content: View>: View {
  public var body: Never { fatalError() }
}

extension View {
  /// AS view/ignoressafearea(_:edges:): `nonisolated func ignoresSafeArea(_ regions:
  /// SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View` (iOS 14).
  @available(iOS 14.0, *)
  nonisolated public func ignoresSafeArea(
    _ regions: SafeAreaRegions = .all, edges: Edge.Set = .all
  ) -> some View {
    ModifiedView<Self>()
  }
}
