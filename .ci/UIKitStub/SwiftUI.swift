// Stub of the SwiftUI declarations the library's SwiftUI binding (Sources/KeyboardAvoidance/
// SwiftUI) and Sample/SwiftUI use, copied from developer.apple.com/documentation/swiftui
// (AS = .../swiftui/<path>), as Xcode 16's SDK declares them: `View` and `ViewModifier` are
// `@MainActor` as a whole there, which the real-SDK checker's iPhoneOS 16.5 SwiftUI does not
// model (only their `body` is). Code must pass both: the real-SDK checker loads the SDK's real
// SwiftUI (`--app` with a SwiftUI folder; `--all-targets` for the library), this stub checks
// Xcode 16's stricter isolation. Never run.
// SwiftUI's interface re-exports CoreGraphics (`@_exported import CoreGraphics`): `CGFloat`
// comes with `import SwiftUI`. On Linux `CGFloat` is Foundation's, re-exported here for that.
@_exported import Foundation
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
  /// AS uiviewrepresentable/coordinator: `associatedtype Coordinator = Void`
  associatedtype Coordinator = Void
  /// AS uiviewrepresentable/dismantleuiview(_:coordinator:): `@MainActor @preconcurrency
  /// static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)`
  static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
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
  /// AS uiviewrepresentable/dismantleuiview(_:coordinator:): does nothing by default.
  public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {}
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
    /// AS edge/set/horizontal: leading and trailing
    public static let horizontal = Set(rawValue: 10)
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

/// AS viewbuilder: `@resultBuilder struct ViewBuilder` (only the one-view block).
@resultBuilder public struct ViewBuilder {
  /// AS viewbuilder/buildblock(_:): `static func buildBlock<Content>(_ content: Content) ->
  /// Content where Content : View`
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  /// AS viewbuilder/buildblock(_:)-<pack>: `static func buildBlock<each Content>(_ content:
  /// repeat each Content) -> TupleView<(repeat each Content)> where repeat each Content : View`
  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  { TupleView() }
  /// AS viewbuilder/buildeither(first:)
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { _ConditionalContent() }
  /// AS viewbuilder/buildeither(second:)
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { _ConditionalContent() }
  /// AS viewbuilder/buildlimitedavailability(_:): `static func
  /// buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content : View`
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView()
  }
}

/// AS tupleview: `@frozen struct TupleView<T>`.
public struct TupleView<T>: View {
  public var body: Never { fatalError() }
}

/// What a builder's `if` / `else` makes (SwiftUI's `_ConditionalContent`).
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  public var body: Never { fatalError() }
}

/// AS anyview: `@frozen struct AnyView`.
public struct AnyView: View {
  public var body: Never { fatalError() }
}

/// AS localizedstringkey: `@frozen struct LocalizedStringKey`, from a string literal.
public struct LocalizedStringKey: ExpressibleByStringLiteral, Sendable {
  public init(stringLiteral value: String) {}
}

/// AS axis: `@frozen enum Axis`, with `Axis.Set`.
public enum Axis: Int8, Sendable {
  case horizontal, vertical
  /// AS axis/set
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// AS axis/set/vertical
    public static let vertical = Set(rawValue: 2)
  }
}

/// AS verticalalignment: `@frozen struct VerticalAlignment`.
public struct VerticalAlignment: Sendable {
  /// AS verticalalignment/center
  public static let center = VerticalAlignment()
}

/// AS vstack: `@frozen struct VStack<Content> where Content : View`.
public struct VStack<Content: View>: View {
  public var body: Never { fatalError() }
  /// AS vstack/init(alignment:spacing:content:)
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
}

/// AS hstack: `@frozen struct HStack<Content> where Content : View`.
public struct HStack<Content: View>: View {
  public var body: Never { fatalError() }
  /// AS hstack/init(alignment:spacing:content:)
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
}

/// AS zstack: `@frozen struct ZStack<Content> where Content : View`.
public struct ZStack<Content: View>: View {
  public var body: Never { fatalError() }
  /// AS zstack/init(alignment:content:)
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
}

/// AS scrollview: `struct ScrollView<Content> where Content : View`.
public struct ScrollView<Content: View>: View {
  public var body: Never { fatalError() }
  /// AS scrollview/init(_:showsindicators:content:)
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {}
}

/// AS form: `struct Form<Content> where Content : View`.
public struct Form<Content: View>: View {
  public var body: Never { fatalError() }
  /// AS form/init(content:)
  public init(@ViewBuilder content: () -> Content) {}
}

/// AS foreach: `struct ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID :
/// Hashable`, a view when its content is one.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  public var body: Never { fatalError() }
  /// AS foreach/init(_:id:content:)
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {}
}

/// AS text: `@frozen struct Text`.
public struct Text: View {
  public var body: Never { fatalError() }
  /// AS text/init(_:)-9d1g4: `init<S>(_ content: S) where S : StringProtocol`
  public init<S: StringProtocol>(_ content: S) {}
}

/// AS textfield: `struct TextField<Label> where Label : View` (its `Text` label).
public struct TextField<Label: View>: View {
  public var body: Never { fatalError() }
}

extension TextField where Label == Text {
  /// AS textfield/init(_:text:)-5d4n8: `init(_ titleKey: LocalizedStringKey, text:
  /// Binding<String>)`
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
  /// AS textfield/init(_:text:axis:)-8rujz (iOS 16): `init(_ titleKey: LocalizedStringKey,
  /// text: Binding<String>, axis: Axis)`
  @available(iOS 16.0, *)
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {}
}

/// AS securefield: `struct SecureField<Label> where Label : View` (its `Text` label).
public struct SecureField<Label: View>: View {
  public var body: Never { fatalError() }
}

extension SecureField where Label == Text {
  /// AS securefield/init(_:text:)-4p5fc: `init(_ titleKey: LocalizedStringKey, text:
  /// Binding<String>)`
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
}

/// AS list: `struct List<SelectionValue, Content> where SelectionValue : Hashable, Content :
/// View` (its selection-free form).
public struct List<SelectionValue: Hashable, Content: View>: View {
  public var body: Never { fatalError() }
}

extension List where SelectionValue == Never {
  /// AS list/init(content:): `init(@ViewBuilder content: () -> Content)`
  public init(@ViewBuilder content: () -> Content) {}
}

/// AS navigationstack: `struct NavigationStack<Data, Root> where Root : View` (iOS 16; its
/// path-free form).
@available(iOS 16.0, *)
public struct NavigationStack<Data, Root: View>: View {
  public var body: Never { fatalError() }
}

@available(iOS 16.0, *)
extension NavigationStack where Data == Never {
  /// AS navigationstack/init(root:): `init(@ViewBuilder root: () -> Root)`
  public init(@ViewBuilder root: () -> Root) {}
}

/// AS tabview: `struct TabView<SelectionValue, Content> where SelectionValue : Hashable,
/// Content : View` (its selection-free form).
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  public var body: Never { fatalError() }
}

extension TabView where SelectionValue == Int {
  /// AS tabview/init(content:): `init(@ViewBuilder content: () -> Content)`
  public init(@ViewBuilder content: () -> Content) {}
}

/// AS submitlabel: `struct SubmitLabel` (iOS 15).
public struct SubmitLabel: Sendable {
  /// AS submitlabel/next: `static var next: SubmitLabel { get }`
  public static var next: SubmitLabel { SubmitLabel() }
  /// AS submitlabel/done: `static var done: SubmitLabel { get }`
  public static var done: SubmitLabel { SubmitLabel() }
}

/// AS texteditor: `struct TextEditor` (iOS 14).
public struct TextEditor: View {
  public var body: Never { fatalError() }
  /// AS texteditor/init(text:)
  public init(text: Binding<String>) {}
}

/// AS button: `struct Button<Label> where Label : View`.
public struct Button<Label: View>: View {
  public var body: Never { fatalError() }
}

extension Button where Label == Text {
  /// AS button/init(_:action:)-1asy: `init(_ titleKey: LocalizedStringKey, action:
  /// @escaping @MainActor () -> Void)`
  public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
}

/// AS scrolldismisseskeyboardmode: `struct ScrollDismissesKeyboardMode` (iOS 16).
@available(iOS 16.0, *)
public struct ScrollDismissesKeyboardMode: Sendable {
  /// AS scrolldismisseskeyboardmode/interactively
  public static let interactively = ScrollDismissesKeyboardMode()
}

/// AS uihostingcontroller: `@MainActor @preconcurrency class UIHostingController<Content>
/// where Content : View`.
@MainActor @preconcurrency open class UIHostingController<Content: View>: UIViewController {
  /// AS uihostingcontroller/init(rootview:)
  public init(rootView: Content) { super.init(nibName: nil, bundle: nil) }
  /// AS uihostingcontroller/rootview: `var rootView: Content { get set }`
  public var rootView: Content {
    get { fatalError() }
    set {}
  }
  /// AS uihostingcontroller/init(coder:)
  public required init?(coder aDecoder: NSCoder) { super.init(nibName: nil, bundle: nil) }
}

/// AS viewmodifier: `@MainActor @preconcurrency protocol ViewModifier`.
@MainActor @preconcurrency public protocol ViewModifier {
  /// AS viewmodifier/body-swift.associatedtype
  associatedtype Body: View
  /// AS viewmodifier/content: `typealias Content = _ViewModifier_Content<Self>`
  typealias Content = _ViewModifier_Content<Self>
  /// AS viewmodifier/body(content:): `@ViewBuilder @MainActor @preconcurrency
  /// func body(content: Self.Content) -> Self.Body`
  @ViewBuilder func body(content: Self.Content) -> Self.Body
}

/// The content a modifier's body receives (SwiftUI's `_ViewModifier_Content`).
@MainActor @preconcurrency public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  public var body: Never { fatalError() }
}

/// AS modifiedcontent: `@frozen struct ModifiedContent<Content, Modifier>`, a view when its
/// content is a view and its modifier a view modifier.
public struct ModifiedContent<Content, Modifier> {}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public var body: Never { fatalError() }
}

/// AS verticaledge: `@frozen enum VerticalEdge`.
public enum VerticalEdge: Int8, Sendable {
  case top, bottom
}

/// AS horizontalalignment: `@frozen struct HorizontalAlignment`.
public struct HorizontalAlignment: Sendable {
  /// AS horizontalalignment/center
  public static let center = HorizontalAlignment()
  /// AS horizontalalignment/leading
  public static let leading = HorizontalAlignment()
}

/// AS alignment: `@frozen struct Alignment`.
public struct Alignment: Sendable {
  /// AS alignment/center
  public static let center = Alignment()
  /// AS alignment/bottom
  public static let bottom = Alignment()
}

/// AS color: `@frozen struct Color`, a view.
public struct Color: View, Hashable, Sendable {
  public var body: Never { fatalError() }
  /// AS color/clear: `static let clear: Color`
  public static let clear = Color()
  /// AS color/orange: `static let orange: Color`
  public static let orange = Color()
  /// AS color/init(uicolor:) (iOS 15)
  public init(uiColor: UIColor) {}
  private init() {}
}

extension UIColor {
  /// AS uicolor/init(_:) (SwiftUI, iOS 14): `convenience init(_ color: Color)`
  public convenience init(_ color: Color) { self.init() }
}

/// AS focusstate: `@frozen @propertyWrapper struct FocusState<Value> : DynamicProperty where
/// Value : Hashable` (iOS 15).
@propertyWrapper public struct FocusState<Value: Hashable> {
  /// AS focusstate/binding: `@frozen @propertyWrapper struct Binding`.
  @propertyWrapper public struct Binding {
    private let location: Int
    /// AS focusstate/binding/wrappedvalue: `var wrappedValue: Value { get nonmutating set }`
    public var wrappedValue: Value {
      get { fatalError() }
      nonmutating set {}
    }
    /// AS focusstate/binding/projectedvalue: `var projectedValue: FocusState<Value>.Binding
    /// { get }`
    public var projectedValue: FocusState<Value>.Binding { self }
  }
  /// AS focusstate/wrappedvalue: `var wrappedValue: Value { get nonmutating set }`
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  /// AS focusstate/projectedvalue: `var projectedValue: FocusState<Value>.Binding { get }`
  public var projectedValue: FocusState<Value>.Binding { fatalError() }
  /// AS focusstate/init()-4o9fv: `init() where Value == Bool`
  public init() where Value == Bool {}
  /// AS focusstate/init()-2i9dx: `init<T>() where Value == T?, T : Hashable`
  public init<T: Hashable>() where Value == T? {}
}

extension View {
  /// AS view/focused(_:equals:): `nonisolated func focused<Value>(_ binding:
  /// FocusState<Value>.Binding, equals value: Value) -> some View where Value : Hashable`
  nonisolated public func focused<Value: Hashable>(
    _ binding: FocusState<Value>.Binding, equals value: Value
  ) -> some View {
    ModifiedView<Self>()
  }

  /// AS view/focused(_:): `nonisolated func focused(_ condition: FocusState<Bool>.Binding)
  /// -> some View`
  nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    ModifiedView<Self>()
  }
}

/// AS binding: `@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>`.
@propertyWrapper public struct Binding<Value> {
  /// AS binding/init(get:set:)
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
  /// AS binding/wrappedvalue: `var wrappedValue: Value { get nonmutating set }`
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
}

/// AS state: `@frozen @propertyWrapper struct State<Value> : DynamicProperty`.
@propertyWrapper public struct State<Value> {
  /// AS state/init(wrappedvalue:)
  public init(wrappedValue value: Value) {}
  /// AS state/wrappedvalue: `var wrappedValue: Value { get nonmutating set }`
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  /// AS state/projectedvalue: `var projectedValue: Binding<Value> { get }`
  public var projectedValue: Binding<Value> { fatalError() }
}

/// AS animation: `@frozen struct Animation`.
public struct Animation: Sendable {
  /// AS animation/easeinout(duration:)
  public static func easeInOut(duration: Double) -> Animation { Animation() }
  /// AS animation/easein(duration:)
  public static func easeIn(duration: Double) -> Animation { Animation() }
  /// AS animation/easeout(duration:)
  public static func easeOut(duration: Double) -> Animation { Animation() }
  /// AS animation/linear(duration:)
  public static func linear(duration: Double) -> Animation { Animation() }
  /// AS animation/timingcurve(_:_:_:_:duration:)
  public static func timingCurve(
    _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35
  ) -> Animation { Animation() }
}

/// AS withanimation(_:_:): `func withAnimation<Result>(_ animation: Animation? = .default,
/// _ body: () throws -> Result) rethrows -> Result`
public func withAnimation<Result>(
  _ animation: Animation? = nil, _ body: () throws -> Result
) rethrows -> Result {
  try body()
}

extension View {
  /// AS view/modifier(_:): `nonisolated func modifier<T>(_ modifier: T) ->
  /// ModifiedContent<Self, T>`
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent()
  }

  /// AS view/safeareainset(edge:alignment:spacing:content:) (vertical edge, iOS 15).
  @available(iOS 15.0, *)
  nonisolated public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    ModifiedView<Self>()
  }

  /// AS view/submitlabel(_:): `nonisolated func submitLabel(_ submitLabel: SubmitLabel) ->
  /// some View` (iOS 15).
  nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
    ModifiedView<Self>()
  }

  /// AS view/onsubmit(of:_:): `nonisolated func onSubmit(of triggers: SubmitTriggers =
  /// .text, _ action: @escaping () -> Void) -> some View` (iOS 15; the default trigger).
  nonisolated public func onSubmit(_ action: @escaping () -> Void) -> some View {
    ModifiedView<Self>()
  }

  /// AS view/tabitem(_:): `nonisolated func tabItem<V>(@ViewBuilder _ label: () -> V) ->
  /// some View where V : View`
  nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    ModifiedView<Self>()
  }

  /// AS view/frame(width:height:alignment:)
  nonisolated public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    ModifiedView<Self>()
  }

  /// AS view/allowshittesting(_:)
  nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View {
    ModifiedView<Self>()
  }

  /// AS view/background(_:alignment:): `nonisolated func background<Background>(_
  /// background: Background, alignment: Alignment = .center) -> some View where Background
  /// : View`
  nonisolated public func background<Background: View>(
    _ background: Background, alignment: Alignment = .center
  ) -> some View {
    ModifiedView<Self>()
  }

  /// AS view/padding(_:_:): `nonisolated func padding(_ edges: Edge.Set = .all, _ length:
  /// CGFloat? = nil) -> some View`
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil)
    -> some View
  {
    ModifiedView<Self>()
  }

  /// AS view/padding(_:)-68shk: `nonisolated func padding(_ length: CGFloat) -> some View`
  nonisolated public func padding(_ length: CGFloat) -> some View {
    ModifiedView<Self>()
  }

  /// AS view/accessibilityidentifier(_:): `nonisolated func accessibilityIdentifier(_
  /// identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier>`
  nonisolated public func accessibilityIdentifier(_ identifier: String) -> some View {
    ModifiedView<Self>()
  }

  /// AS view/scrolldismisseskeyboard(_:) (iOS 16)
  @available(iOS 16.0, *)
  nonisolated public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode)
    -> some View
  {
    ModifiedView<Self>()
  }
}

/// AS environmentkey: `protocol EnvironmentKey`.
public protocol EnvironmentKey {
  /// AS environmentkey/value
  associatedtype Value
  /// AS environmentkey/defaultvalue: `static var defaultValue: Self.Value { get }`
  static var defaultValue: Self.Value { get }
}

/// AS environmentvalues: `struct EnvironmentValues`.
public struct EnvironmentValues {
  /// AS environmentvalues/init()
  public init() {}
  /// AS environmentvalues/subscript(_:): `subscript<K>(key: K.Type) -> K.Value where K :
  /// EnvironmentKey { get set }`
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { fatalError() }
    set {}
  }
}

/// AS environment: `@frozen @propertyWrapper struct Environment<Value> : DynamicProperty`.
@propertyWrapper public struct Environment<Value> {
  /// AS environment/init(_:)-8slkf: `init(_ keyPath: KeyPath<EnvironmentValues, Value>)`
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
  /// AS environment/wrappedvalue: `var wrappedValue: Value { get }`
  public var wrappedValue: Value { fatalError() }
}

extension View {
  /// AS view/transformenvironment(_:transform:): `nonisolated func transformEnvironment<V>(_
  /// keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void)
  /// -> some View`
  nonisolated public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    ModifiedView<Self>()
  }
}

extension View {
  /// AS view/onchange(of:perform:): `nonisolated func onChange<V>(of value: V, perform
  /// action: @escaping (_ newValue: V) -> Void) -> some View where V : Equatable` (iOS 14,
  /// deprecated from iOS 17)
  nonisolated public func onChange<V: Equatable>(
    of value: V, perform action: @escaping (_ newValue: V) -> Void
  ) -> some View {
    ModifiedView<Self>()
  }
}
