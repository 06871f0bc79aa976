// Stub of exactly the UIKit declarations that the binding and the iOS sample use, for a
// Linux type-check (`.ci/typecheck-uikit`). Every declaration cites the Apple page it was
// copied from (AD = developer.apple.com/documentation/uikit/<path>). Rules: classes are
// `@MainActor open` where the SDK marks them NS_SWIFT_UI_ACTOR,
// notification constants `nonisolated`, closures stricter than any SDK (`@MainActor
// @Sendable`), the animation curve is carried as a raw integer, and `UIScreen.main`,
// `UIApplication.shared`, the `scrollIndicatorInsets` getter and `selectedRange` are
// absent so that using them fails. Bodies are placeholders: never run.
@_exported import Foundation
@_exported import ObjectiveC

// MARK: - Values

/// AD uiedgeinsets: `struct UIEdgeInsets` with `init(top:left:bottom:right:)`, `.zero`.
public struct UIEdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat
  public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
  public static let zero = UIEdgeInsets()
}

#if !canImport(CoreGraphics)
  /// CoreGraphics' affine transform, which Linux's Foundation lacks (a view's `transform`):
  /// developer.apple.com/documentation/corefoundation/cgaffinetransform, `struct
  /// CGAffineTransform` with `init(scaleX: CGFloat, y: CGFloat)` and `.identity`;
  /// `init(translationX:y:)` (CGAffineTransformMakeTranslation) and `concatenating(_:)`
  /// (CGAffineTransformConcat: `t1` then `t2`).
  public struct CGAffineTransform: Sendable, Equatable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
      (a, b, c, d, tx, ty) = (sx, 0, 0, sy, 0, 0)
    }
    public init(translationX x: CGFloat, y: CGFloat) {
      (a, b, c, d, tx, ty) = (1, 0, 0, 1, x, y)
    }
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
      var result = CGAffineTransform.identity
      result.a = a * t2.a + b * t2.c
      result.b = a * t2.b + b * t2.d
      result.c = c * t2.a + d * t2.c
      result.d = c * t2.b + d * t2.d
      result.tx = tx * t2.a + ty * t2.c + t2.tx
      result.ty = tx * t2.b + ty * t2.d + t2.ty
      return result
    }
    public static let identity = CGAffineTransform(scaleX: 1, y: 1)
  }
#endif

#if !canImport(Darwin)
  import CoreFoundation

  /// CoreFoundation's run-loop modes as Swift sees them on Apple platforms, which Linux's
  /// CoreFoundation imports as bare strings (a run-loop observer of the binding):
  /// developer.apple.com/documentation/corefoundation/cfrunloopmode, `struct CFRunLoopMode`
  /// with `static let commonModes` (`kCFRunLoopCommonModes`, CF_EXTENSIBLE_STRING_ENUM).
  extension CFString {
    public static var commonModes: CFString { kCFRunLoopCommonModes }
  }
#endif

// MARK: - Coordinate spaces

/// AD uicoordinatespace: `@MainActor protocol UICoordinateSpace : NSObjectProtocol`.
@MainActor public protocol UICoordinateSpace: NSObjectProtocol {
  /// AD uicoordinatespace/convert(_:to:)-… (rect)
  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
  /// AD uicoordinatespace/convert(_:from:)-… (rect)
  func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
  /// AD uicoordinatespace/convert(_:to:)-… (point)
  func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
  /// AD uicoordinatespace/convert(_:from:)-… (point)
  func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
  /// AD uicoordinatespace/bounds
  var bounds: CGRect { get }
}

// MARK: - Responders and views

/// AD uiresponder: `@MainActor class UIResponder : NSObject`.
@MainActor open class UIResponder: NSObject {
  /// AD uiresponder/next
  open var next: UIResponder? { nil }
  /// AD uiresponder/isfirstresponder
  open var isFirstResponder: Bool { false }
  /// AD uiresponder/inputaccessoryview: `var inputAccessoryView: UIView? { get }`
  /// (UIResponder.h: readonly here; text fields and text views redeclare it settable).
  open var inputAccessoryView: UIView? { nil }
  /// AD uiresponder/inputview: `var inputView: UIView? { get }` (UIResponder.h: readonly
  /// here; text fields and text views redeclare it settable).
  open var inputView: UIView? { nil }
  /// AD uiresponder/inputassistantitem: `var inputAssistantItem: UITextInputAssistantItem {
  /// get }` (iOS 9; the shortcuts bar's items, which an app may replace)
  open var inputAssistantItem: UITextInputAssistantItem { UITextInputAssistantItem() }
  /// AD uiresponder/reloadinputviews(): `func reloadInputViews()`
  open func reloadInputViews() {}
  /// AD uiresponder/becomefirstresponder(). Discardable, as every method Swift imports
  /// from Objective-C (SE-0047).
  @discardableResult open func becomeFirstResponder() -> Bool { false }
  /// AD uiresponder/resignfirstresponder(). Discardable (SE-0047).
  @discardableResult open func resignFirstResponder() -> Bool { true }
}

/// AD uiview: `@MainActor class UIView : UIResponder` (adopts UICoordinateSpace).
@MainActor open class UIView: UIResponder, UICoordinateSpace {
  /// AD uiview/init(frame:)
  public init(frame: CGRect) { self.frame = frame }
  /// AD uiview/addgesturerecognizer(_:): `func addGestureRecognizer(_ gestureRecognizer:
  /// UIGestureRecognizer)`
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
  /// AD uiview/sizetofit(): `func sizeToFit()`
  open func sizeToFit() {}
  /// AD uiview/removegesturerecognizer(_:): `func removeGestureRecognizer(_ gestureRecognizer:
  /// UIGestureRecognizer)`
  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
  /// AD uiview/gesturerecognizers: `var gestureRecognizers: [UIGestureRecognizer]? { get set }`
  open var gestureRecognizers: [UIGestureRecognizer]?
  /// AD uiview/init(coder:): `init?(coder: NSCoder)`, required of subclasses that add
  /// their own designated initializers.
  public required init?(coder: NSCoder) { self.frame = .zero }
  /// Inherited `init()` (NSObject), as UIKit's: a view with a zero frame.
  public convenience override init() { self.init(frame: .zero) }
  /// AD uiview/frame
  open var frame: CGRect
  /// AD uiview/center: `var center: CGPoint { get set }`
  open var center: CGPoint = .zero
  /// AD uiview/bounds
  open var bounds: CGRect = .zero
  /// AD uiview/superview
  open var superview: UIView? { nil }
  /// AD uiview/subviews
  open var subviews: [UIView] { [] }
  /// AD uiview/window
  open var window: UIWindow? { nil }
  /// AD uiview/safeareainsets (iOS 11)
  open var safeAreaInsets: UIEdgeInsets { .zero }
  /// AD uiview/layoutmargins (iOS 8): `var layoutMargins: UIEdgeInsets { get set }`
  open var layoutMargins: UIEdgeInsets = .zero
  /// AD uiview/ishidden: `var isHidden: Bool { get set }`
  open var isHidden: Bool = false
  /// AD uiview/alpha: `var alpha: CGFloat { get set }`
  open var alpha: CGFloat = 1
  /// AD uiview/isuserinteractionenabled: `var isUserInteractionEnabled: Bool { get set }`
  open var isUserInteractionEnabled: Bool = true
  /// AD uiview/clipstobounds: `var clipsToBounds: Bool { get set }` (a scroll view's is
  /// `true`).
  open var clipsToBounds: Bool = false
  /// AD uiaccessibilityidentification/accessibilityidentifier (UIView adopts
  /// UIAccessibilityIdentification): `var accessibilityIdentifier: String? { get set }`
  open var accessibilityIdentifier: String?
  /// AD objectivec/nsobject-swift.class/accessibilitylabel (UIAccessibility informal
  /// protocol): `var accessibilityLabel: String? { get set }`
  open var accessibilityLabel: String?
  /// AD uiview/backgroundcolor: `@NSCopying var backgroundColor: UIColor? { get set }`
  open var backgroundColor: UIColor?
  /// AD uiview/endediting(_:): `func endEditing(_ force: Bool) -> Bool`. Discardable
  /// (SE-0047).
  @discardableResult open func endEditing(_ force: Bool) -> Bool { true }
  /// AD uiview/addsubview(_:)
  open func addSubview(_ view: UIView) {}
  /// AD uiview/bringsubviewtofront(_:)
  open func bringSubviewToFront(_ view: UIView) {}
  /// AD uiview/removefromsuperview()
  open func removeFromSuperview() {}
  /// AD uiview/isdescendant(of:)
  open func isDescendant(of view: UIView) -> Bool { false }
  /// AD uiview/hittest(_:with:): `func hitTest(_ point: CGPoint, with event: UIEvent?) ->
  /// UIView?`
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
  /// AD uiview/semanticcontentattribute: `var semanticContentAttribute:
  /// UISemanticContentAttribute { get set }` (iOS 9)
  open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
  /// AD uiview/effectiveuserinterfacelayoutdirection: `var
  /// effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { get }` (iOS 10)
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
  /// AD uiview/transform: `var transform: CGAffineTransform { get set }`
  open var transform: CGAffineTransform = .identity
  /// AD uiview/layoutifneeded()
  open func layoutIfNeeded() {}
  /// AD uiview/setneedslayout()
  open func setNeedsLayout() {}
  /// AD uiview/layoutsubviews()
  open func layoutSubviews() {}
  /// AD uiview/sizethatfits(_:): `func sizeThatFits(_ size: CGSize) -> CGSize`
  open func sizeThatFits(_ size: CGSize) -> CGSize { size }
  /// AD uiview/didmovetowindow()
  open func didMoveToWindow() {}
  /// AD uiview/safeareainsetsdidchange() (iOS 11): `func safeAreaInsetsDidChange()`
  open func safeAreaInsetsDidChange() {}
  /// AD uiview/convert(_:to:)-… (`func convert(_ rect: CGRect, to view: UIView?) -> CGRect`)
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { rect }
  /// AD uiview/convert(_:from:)-… (`func convert(_ rect: CGRect, from view: UIView?) -> CGRect`)
  open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { rect }
  /// AD uiview/convert(_:to:)-… (point, `UIView?`)
  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { point }
  /// AD uiview/convert(_:from:)-… (point, `UIView?`)
  open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { point }
  /// UICoordinateSpace conformance (AD uicoordinatespace).
  open func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect { rect }
  /// UICoordinateSpace conformance (AD uicoordinatespace).
  open func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect { rect }
  /// UICoordinateSpace conformance (AD uicoordinatespace).
  open func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
    point
  }
  /// UICoordinateSpace conformance (AD uicoordinatespace).
  open func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
    point
  }

  /// AD uiview/animate(withduration:delay:options:animations:completion:), iOS 4.
  /// Apple prints `animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil`;
  /// the stub is stricter, so what compiles here compiles on every SDK.
  open class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions = [],
    animations: @escaping @MainActor @Sendable () -> Void,
    completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {}
  /// AD uiview/performwithoutanimation(_:), iOS 7.
  open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {}
  /// AD uiview/areanimationsenabled, iOS 2: `class var areAnimationsEnabled: Bool { get }`
  /// (UIView.h:339).
  open class var areAnimationsEnabled: Bool { true }

  /// AD uiview/animationoptions: `struct AnimationOptions` (OptionSet, UInt raw value).
  /// Flag bits are the SDK's (UIViewAnimationOptions in UIView.h); only the curve's
  /// position (bits 16 and up) matters to the engine.
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
  }
}

/// AD uiscreen: `@MainActor class UIScreen : NSObject`. `main` is deliberately absent.
@MainActor open class UIScreen: NSObject {
  /// AD uiscreen/bounds
  open var bounds: CGRect { .zero }
  /// AD uiscreen/coordinatespace: `var coordinateSpace: any UICoordinateSpace { get }`
  open var coordinateSpace: any UICoordinateSpace { fatalError("stub") }
}

/// AD uiwindowscene: `@MainActor class UIWindowScene : UIScene` (`screen` and
/// `effectiveGeometry` are used), iOS 13.
@available(iOS 13.0, *)
@MainActor open class UIWindowScene: UIScene {
  /// AD uiwindowscene/windows (iOS 13): `var windows: [UIWindow] { get }`, "The windows
  /// associated with the scene" (UIWindowScene.h).
  open var windows: [UIWindow] { [] }
  /// AD uiwindowscene/screen (iOS 13)
  open var screen: UIScreen { fatalError("stub") }
  /// AD uiwindowscene/keywindow: `var keyWindow: UIWindow? { get }` (iOS 15), "the key
  /// window associated with the scene".
  @available(iOS 15.0, *)
  open var keyWindow: UIWindow? { nil }
  /// AD uiwindowscene/effectivegeometry: `var effectiveGeometry: UIWindowScene.Geometry
  /// { get }` (iOS 16): "This property is key-value observing (KVO) compliant."
  @available(iOS 16.0, *)
  open var effectiveGeometry: UIWindowScene.Geometry { fatalError("stub") }

  /// AD uiwindowscene/geometry: `class Geometry` (iOS 16), `UIWindowSceneGeometry :
  /// NSObject` in UIWindowSceneGeometry.h of iPhoneOS 16.5, which is not NS_SWIFT_UI_ACTOR
  /// (nor is it in Apple's current documentation). None of its members are used.
  @available(iOS 16.0, *)
  open class Geometry: NSObject {}
}

// MARK: - Key-value observing (Foundation's Swift overlay on Apple platforms; Linux's
// Foundation has none, so it is stubbed here, where the binding's `import UIKit` sees it)

/// AD foundation/nskeyvalueobservingoptions: `struct NSKeyValueObservingOptions :
/// OptionSet` with `new`, `old`, `initial`, `prior`.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
  public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
  public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
  public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// AD foundation/nskeyvalueobservation: `class NSKeyValueObservation : NSObject`;
/// observing stops when it is invalidated or deinitialized.
open class NSKeyValueObservation: NSObject {
  /// AD foundation/nskeyvalueobservation/invalidate()
  open func invalidate() {}
}

/// AD foundation/nskeyvalueobservedchange: `struct NSKeyValueObservedChange<Value>`.
public struct NSKeyValueObservedChange<Value> {
  /// AD foundation/nskeyvalueobservedchange/newvalue
  public let newValue: Value?
  /// AD foundation/nskeyvalueobservedchange/oldvalue
  public let oldValue: Value?
}

/// AD foundation/_keyvaluecodingandobserving: the protocol `NSObject` adopts for typed
/// key-path observation.
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
  /// AD objectivec/nsobject-swift.class/observe(_:options:changehandler:):
  /// `@preconcurrency func observe<Value>(_ keyPath: KeyPath<Self, Value>, options:
  /// NSKeyValueObservingOptions = [], changeHandler: @escaping @Sendable (Self,
  /// NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation` ("when the
  /// returned NSKeyValueObservation is deinited or invalidated, it will stop observing").
  @preconcurrency
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation { NSKeyValueObservation() }
}

/// AD uiwindow: `@MainActor class UIWindow : UIView`.
@MainActor open class UIWindow: UIView {
  /// AD uiwindow/screen
  open var screen: UIScreen { fatalError("stub") }
  /// AD uiwindow/windowscene: `weak var windowScene: UIWindowScene? { get set }` (iOS 13)
  @available(iOS 13.0, *)
  open weak var windowScene: UIWindowScene?
}

// MARK: - Scroll views

/// AD uiscrollview: `@MainActor class UIScrollView : UIView`.
@MainActor open class UIScrollView: UIView {
  /// AD uiscrollview/contentinset
  open var contentInset: UIEdgeInsets = .zero
  /// AD uiscrollview/adjustedcontentinset (iOS 11)
  open var adjustedContentInset: UIEdgeInsets { .zero }
  /// AD uiscrollview/verticalscrollindicatorinsets (iOS 11.1)
  open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
  /// AD uiscrollview/contentoffset
  open var contentOffset: CGPoint = .zero
  /// AD uiscrollview/contentsize
  open var contentSize: CGSize = .zero
  /// AD uiscrollview/contentlayoutguide (iOS 11): `var contentLayoutGuide: UILayoutGuide { get }`
  open var contentLayoutGuide: UILayoutGuide { UILayoutGuide() }
  /// AD uiscrollview/framelayoutguide (iOS 11): `var frameLayoutGuide: UILayoutGuide { get }`
  open var frameLayoutGuide: UILayoutGuide { UILayoutGuide() }
  /// AD uiscrollview/isscrollenabled: `var isScrollEnabled: Bool { get set }`
  open var isScrollEnabled: Bool = true
  /// AD uiscrollview/alwaysbouncevertical: `var alwaysBounceVertical: Bool { get set }`
  open var alwaysBounceVertical: Bool = false
  /// AD uiscrollview/setcontentoffset(_:animated:):
  /// `func setContentOffset(_ contentOffset: CGPoint, animated: Bool)`
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }
  /// AD uiscrollview/pangesturerecognizer: `var panGestureRecognizer: UIPanGestureRecognizer { get }`
  open var panGestureRecognizer: UIPanGestureRecognizer { UIPanGestureRecognizer() }
  /// AD uiscrollview/keyboarddismissmode: `var keyboardDismissMode: UIScrollView.KeyboardDismissMode { get set }`
  open var keyboardDismissMode: UIScrollView.KeyboardDismissMode = .none
  /// AD uiscrollview/keyboarddismissmode-swift.enum: `enum KeyboardDismissMode: Int` (none 0,
  /// onDrag 1, interactive 2, onDragWithAccessory 3, interactiveWithAccessory 4).
  public enum KeyboardDismissMode: Int, Sendable {
    case none = 0, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
  }
  /// AD uiscrollview/contentinsetadjustmentbehavior (iOS 11):
  /// `var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior { get set }`
  open var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic
  /// AD uiscrollview/contentinsetadjustmentbehavior-swift.enum: `enum
  /// ContentInsetAdjustmentBehavior: Int` (automatic 0, scrollableAxes 1, never 2, always 3).
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    case automatic = 0, scrollableAxes, never, always
  }
  /// AD uiscrollview/istracking: `var isTracking: Bool { get }`
  open var isTracking: Bool { false }
  /// AD uiscrollview/isdragging: `var isDragging: Bool { get }` (UIScrollView.h: "may need
  /// to wait some time or distance to move before starting to drag")
  open var isDragging: Bool { false }
  /// AD uiscrollview/isdecelerating: `var isDecelerating: Bool { get }`
  open var isDecelerating: Bool { false }
  // `scrollIndicatorInsets` is absent: its getter is deprecated since iOS 13.
}

/// AD uitableviewcell: `@MainActor class UITableViewCell : UIView`.
@MainActor open class UITableViewCell: UIView {
  /// AD uitableviewcell/cellstyle: `enum CellStyle` (`default`, `value1`, `value2`, `subtitle`).
  public enum CellStyle: Int, Sendable {
    case `default`, value1, value2, subtitle
  }
  /// AD uitableviewcell/init(style:reuseidentifier:)
  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(frame: .zero)
  }
  /// AD uitableviewcell/init(coder:)
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  /// AD uitableviewcell/contentview: `var contentView: UIView { get }`
  open var contentView: UIView { self }
  /// AD uitableviewcell/textlabel (deprecated for content configurations; still available)
  open var textLabel: UILabel? { nil }
  /// AD uitableviewcell/selectionstyle-swift.property: `var selectionStyle:
  /// UITableViewCell.SelectionStyle { get set }`
  open var selectionStyle: UITableViewCell.SelectionStyle = .default
  /// AD uitableviewcell/selectionstyle-swift.enum: `enum SelectionStyle` (none 0, blue 1,
  /// gray 2, default 3).
  public enum SelectionStyle: Int, Sendable {
    case none = 0, blue, gray, `default`
  }
}

/// AD uitableviewheaderfooterview: `@MainActor class UITableViewHeaderFooterView : UIView`.
@MainActor open class UITableViewHeaderFooterView: UIView {
  /// AD uitableviewheaderfooterview/init(reuseidentifier:): `init(reuseIdentifier: String?)`
  public init(reuseIdentifier: String?) { super.init(frame: .zero) }
  /// AD uitableviewheaderfooterview/init(coder:)
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  /// AD uitableviewheaderfooterview/contentview: `var contentView: UIView { get }`
  open var contentView: UIView { self }
}

/// AD uicollectionreusableview: `@MainActor class UICollectionReusableView : UIView`.
@MainActor open class UICollectionReusableView: UIView {}

/// AD uicollectionviewcell: `@MainActor class UICollectionViewCell :
/// UICollectionReusableView`.
@MainActor open class UICollectionViewCell: UICollectionReusableView {
  /// AD uicollectionviewcell/contentview: `var contentView: UIView { get }`
  open var contentView: UIView { self }
}

/// AD uicollectionviewdatasource: `@MainActor protocol UICollectionViewDataSource :
/// NSObjectProtocol`, its two required methods.
@MainActor public protocol UICollectionViewDataSource: NSObjectProtocol {
  /// AD uicollectionviewdatasource/collectionview(_:numberofitemsinsection:)
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  /// AD uicollectionviewdatasource/collectionview(_:cellforitemat:)
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
}

/// AD uitableview: `@MainActor class UITableView : UIScrollView`.
@MainActor open class UITableView: UIScrollView {
  /// AD uitableview/style-swift.enum: `enum Style` (`plain`, `grouped`, `insetGrouped`).
  public enum Style: Int, Sendable {
    case plain, grouped, insetGrouped
  }
  /// AD uitableview/init(frame:style:)
  public init(frame: CGRect, style: UITableView.Style) { super.init(frame: frame) }
  /// AD uitableview/style-swift.property: `var style: UITableView.Style { get }`
  open var style: UITableView.Style { .plain }
  /// AD uitableview/delegate: `weak var delegate: (any UITableViewDelegate)? { get set }`
  open weak var delegate: (any UITableViewDelegate)?
  /// AD uitableview/sectionheadertoppadding: `var sectionHeaderTopPadding: CGFloat
  /// { get set }` (iOS 15)
  open var sectionHeaderTopPadding: CGFloat = 0
  /// AD uitableview/tableheaderview: `var tableHeaderView: UIView? { get set }`
  open var tableHeaderView: UIView?
  /// AD uitableview/tablefooterview: `var tableFooterView: UIView? { get set }`
  open var tableFooterView: UIView?
  /// AD uitableview/headerview(forsection:): `func headerView(forSection section: Int)
  /// -> UITableViewHeaderFooterView?`
  open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? { nil }
  /// AD uitableview/footerview(forsection:): `func footerView(forSection section: Int)
  /// -> UITableViewHeaderFooterView?`
  open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? { nil }
  /// AD uitableview/rectforheader(insection:): `func rectForHeader(inSection section: Int)
  /// -> CGRect`
  open func rectForHeader(inSection section: Int) -> CGRect { .zero }
  /// AD uitableview/rectforfooter(insection:): `func rectForFooter(inSection section: Int)
  /// -> CGRect`
  open func rectForFooter(inSection section: Int) -> CGRect { .zero }
  /// AD uitableview/init(coder:)
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  /// AD uitableview/datasource: `weak var dataSource: (any UITableViewDataSource)? { get set }`
  open weak var dataSource: (any UITableViewDataSource)?
  /// AD uitableview/rowheight: `var rowHeight: CGFloat { get set }`
  open var rowHeight: CGFloat = 44
  /// AD uitableview/register(_:forcellreuseidentifier:)-…:
  /// `func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String)`
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
  /// AD uitableview/dequeuereusablecell(withidentifier:for:):
  /// `func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
  /// -> UITableViewCell`
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    UITableViewCell(style: .default, reuseIdentifier: identifier)
  }
  /// AD uitableview/numberofsections: `var numberOfSections: Int { get }`
  open var numberOfSections: Int { 0 }
  /// AD uitableview/numberofrows(insection:): `func numberOfRows(inSection section: Int) -> Int`
  open func numberOfRows(inSection section: Int) -> Int { 0 }
  /// AD uitableview/indexpath(for:)-…: `func indexPath(for cell: UITableViewCell) -> IndexPath?`
  open func indexPath(for cell: UITableViewCell) -> IndexPath? { nil }
  /// AD uitableview/cellforrow(at:): `func cellForRow(at indexPath: IndexPath) -> UITableViewCell?`
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { nil }
  /// AD uitableview/rectforrow(at:): `func rectForRow(at indexPath: IndexPath) -> CGRect`
  open func rectForRow(at indexPath: IndexPath) -> CGRect { .zero }
  /// AD uitableview/indexpathforrow(at:): `func indexPathForRow(at point: CGPoint) -> IndexPath?`
  open func indexPathForRow(at point: CGPoint) -> IndexPath? { nil }
}

/// AD uicollectionviewlayoutattributes: `@MainActor class UICollectionViewLayoutAttributes`.
@MainActor open class UICollectionViewLayoutAttributes: NSObject {
  /// AD uicollectionviewlayoutattributes/frame: `var frame: CGRect { get set }`
  open var frame: CGRect = .zero
}

/// AD uicollectionviewlayout: `@MainActor class UICollectionViewLayout : NSObject`.
@MainActor open class UICollectionViewLayout: NSObject {}

/// AD uicollectionviewflowlayout: `@MainActor class UICollectionViewFlowLayout :
/// UICollectionViewLayout`.
@MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// AD uicollectionviewflowlayout/scrolldirection:
  /// `var scrollDirection: UICollectionView.ScrollDirection { get set }`
  open var scrollDirection: UICollectionView.ScrollDirection = .vertical
  /// AD uicollectionviewflowlayout/itemsize: `var itemSize: CGSize { get set }`
  open var itemSize: CGSize = CGSize(width: 50, height: 50)
  /// AD uicollectionviewflowlayout/minimumlinespacing: `var minimumLineSpacing: CGFloat
  /// { get set }`
  open var minimumLineSpacing: CGFloat = 10
  /// AD uicollectionviewflowlayout/sectionheaderspintovisiblebounds:
  /// `var sectionHeadersPinToVisibleBounds: Bool { get set }`
  open var sectionHeadersPinToVisibleBounds = false
  /// AD uicollectionviewflowlayout/sectionfooterspintovisiblebounds:
  /// `var sectionFootersPinToVisibleBounds: Bool { get set }`
  open var sectionFootersPinToVisibleBounds = false
}

/// AD uicollectionview: `@MainActor class UICollectionView : UIScrollView`.
@MainActor open class UICollectionView: UIScrollView {
  /// AD uicollectionview/scrolldirection: `enum ScrollDirection` (Int raw values).
  public enum ScrollDirection: Int, Sendable {
    case vertical = 0
    case horizontal = 1
  }
  /// AD uicollectionview/init(frame:collectionviewlayout:): `init(frame: CGRect,
  /// collectionViewLayout layout: UICollectionViewLayout)`
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    super.init(frame: frame)
  }
  /// AD uicollectionview/init(coder:)
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  /// AD uicollectionview/datasource: `weak var dataSource: (any UICollectionViewDataSource)?
  /// { get set }`
  open weak var dataSource: (any UICollectionViewDataSource)?
  /// AD uicollectionview/register(_:forcellwithreuseidentifier:)-…:
  /// `func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String)`
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}
  /// AD uicollectionview/dequeuereusablecell(withreuseidentifier:for:):
  /// `func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath:
  /// IndexPath) -> UICollectionViewCell`
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    UICollectionViewCell(frame: .zero)
  }
  /// AD uicollectionview/collectionviewlayout: `var collectionViewLayout: UICollectionViewLayout`
  open var collectionViewLayout: UICollectionViewLayout = UICollectionViewLayout()
  /// AD uicollectionview/numberofsections: `var numberOfSections: Int { get }`
  open var numberOfSections: Int { 0 }
  /// AD uicollectionview/numberofitems(insection:): `func numberOfItems(inSection section: Int) -> Int`
  open func numberOfItems(inSection section: Int) -> Int { 0 }
  /// AD uicollectionview/indexpath(for:)-…: `func indexPath(for cell: UICollectionViewCell) -> IndexPath?`
  open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { nil }
  /// AD uicollectionview/cellforitem(at:): `func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell?`
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { nil }
  /// AD uicollectionview/indexpathforitem(at:): `func indexPathForItem(at point: CGPoint) -> IndexPath?`
  open func indexPathForItem(at point: CGPoint) -> IndexPath? { nil }
  /// AD uicollectionview/layoutattributesforitem(at:):
  /// `func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?`
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }
  /// AD uicollectionview/layoutattributesforsupplementaryelement(ofkind:at:):
  /// `func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath:
  /// IndexPath) -> UICollectionViewLayoutAttributes?`
  open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  { nil }
  /// AD uicollectionview/supplementaryview(forelementkind:at:) (iOS 9):
  /// `func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
  /// -> UICollectionReusableView?`
  open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  { nil }
  /// AD uicollectionview/elementkindsectionheader: `class let elementKindSectionHeader: String`
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// AD uicollectionview/elementkindsectionfooter: `class let elementKindSectionFooter: String`
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}

// MARK: - Gestures

/// AD uigesturerecognizer: `@MainActor class UIGestureRecognizer : NSObject`.
@MainActor open class UIGestureRecognizer: NSObject {
  /// AD uigesturerecognizer/state-swift.enum: `enum State: Int` (possible, began, changed,
  /// ended, cancelled, failed; recognized = ended).
  public enum State: Int, Sendable {
    case possible = 0, began, changed, ended, cancelled, failed
  }
  /// AD uigesturerecognizer/init(target:action:): `init(target: Any?, action: Selector?)`
  public init(target: Any?, action: Selector?) {}
  /// AD uigesturerecognizer/init(target:action:), without a target.
  public override convenience init() { self.init(target: nil, action: nil) }
  /// AD uigesturerecognizer/cancelstouchesinview: `var cancelsTouchesInView: Bool { get set }`
  open var cancelsTouchesInView: Bool = true
  /// AD uigesturerecognizer/delaystouchesended: `var delaysTouchesEnded: Bool { get set }`
  open var delaysTouchesEnded: Bool = true
  /// AD uigesturerecognizer/delegate: `weak var delegate: (any UIGestureRecognizerDelegate)?`
  open weak var delegate: (any UIGestureRecognizerDelegate)?
  /// AD uigesturerecognizer/state-swift.property: `var state: UIGestureRecognizer.State { get set }`
  open var state: UIGestureRecognizer.State = .possible
  /// AD uigesturerecognizer/addtarget(_:action:): `func addTarget(_ target: Any, action: Selector)`
  open func addTarget(_ target: Any, action: Selector) {}
  /// AD uigesturerecognizer/removetarget(_:action:): `func removeTarget(_ target: Any?, action: Selector?)`
  open func removeTarget(_ target: Any?, action: Selector?) {}
}

/// AD uipangesturerecognizer: `@MainActor class UIPanGestureRecognizer : UIGestureRecognizer`.
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {}

/// AD uitapgesturerecognizer: `@MainActor class UITapGestureRecognizer : UIGestureRecognizer`.
@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {}

/// AD uitouch: `@MainActor class UITouch : NSObject`.
@MainActor open class UITouch: NSObject {
  /// AD uitouch/view: `var view: UIView? { get }`
  open var view: UIView? { nil }
}

/// AD uigesturerecognizerdelegate: `@MainActor protocol UIGestureRecognizerDelegate :
/// NSObjectProtocol`, every method optional (optional methods are default ones here).
@MainActor public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
  /// AD uigesturerecognizerdelegate/gesturerecognizer(_:shouldreceive:)-…:
  /// `optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
  /// shouldReceive touch: UITouch) -> Bool`
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool
  /// AD uigesturerecognizerdelegate/gesturerecognizer(_:shouldrecognizesimultaneouslywith:):
  /// `optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
  /// shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool`
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
}

extension UIGestureRecognizerDelegate {
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool { true }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
}

// MARK: - Controls and actions

/// AD uicontrol: `@MainActor class UIControl : UIView`.
@MainActor open class UIControl: UIView {
  /// AD uicontrol/event: `struct Event` (OptionSet, UInt).
  public struct Event: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// AD uicontrol/event/editingdidendonexit: `static var editingDidEndOnExit: UIControl.Event`
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// AD uicontrol/event/primaryactiontriggered (iOS 9): `static var
    /// primaryActionTriggered: UIControl.Event`
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
  }
  /// AD uicontrol/state-swift.struct: `struct State` (OptionSet, UInt); `.normal` is 0.
  public struct State: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
  }
  /// AD uicontrol/isenabled: `var isEnabled: Bool { get set }`
  open var isEnabled: Bool = true
  /// AD uicontrol/addtarget(_:action:for:): `func addTarget(_ target: Any?, action:
  /// Selector, for controlEvents: UIControl.Event)` (UIControl.h: `addTarget:action:
  /// forControlEvents:`, a nullable target, not retained).
  open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {}
  /// AD uicontrol/removetarget(_:action:for:): `func removeTarget(_ target: Any?, action:
  /// Selector?, for controlEvents: UIControl.Event)`
  open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {}
  /// AD uicontrol/sendactions(for:): `func sendActions(for controlEvents: UIControl.Event)`
  open func sendActions(for controlEvents: UIControl.Event) {}
  /// AD uicontrol/alltargets: `var allTargets: Set<AnyHashable> { get }`
  open var allTargets: Set<AnyHashable> { [] }
  /// AD uicontrol/actions(fortarget:forcontrolevent:): `func actions(forTarget target: Any?,
  /// forControlEvent controlEvent: UIControl.Event) -> [String]?`
  open func actions(forTarget target: Any?, forControlEvent controlEvent: UIControl.Event)
    -> [String]?
  {
    nil
  }
}

// MARK: - Text

/// AD uitextposition: `@MainActor class UITextPosition : NSObject`.
@MainActor open class UITextPosition: NSObject {}

/// AD uitextrange: `@MainActor class UITextRange : NSObject` with `start`, `end`, `isEmpty`.
@MainActor open class UITextRange: NSObject {
  /// AD uitextrange/start
  open var start: UITextPosition { fatalError("stub") }
  /// AD uitextrange/end
  open var end: UITextPosition { fatalError("stub") }
  /// AD uitextrange/isempty
  open var isEmpty: Bool { true }
}

/// AD uitextselectionrect: `class UITextSelectionRect : NSObject`, `var rect: CGRect`.
@MainActor open class UITextSelectionRect: NSObject {
  /// AD uitextselectionrect/rect
  open var rect: CGRect { .zero }
}

/// AD uitextview: `@MainActor class UITextView : UIScrollView` (adopts UITextInput).
/// `selectedRange` is absent on purpose: deprecated in iOS 27.
@MainActor open class UITextView: UIScrollView {
  /// AD uitextview/delegate: `weak var delegate: (any UITextViewDelegate)? { get set }`
  open weak var delegate: (any UITextViewDelegate)?
  /// AD uitextview/inputaccessoryview: `var inputAccessoryView: UIView? { get set }`
  open override var inputAccessoryView: UIView? { get { nil } set {} }
  /// AD uitextview/inputview: `var inputView: UIView? { get set }` ("Assigning a custom view
  /// to this property causes that view to be presented instead" of the system keyboard).
  open override var inputView: UIView? { get { nil } set {} }
  /// AD uitextview/iseditable: `var isEditable: Bool { get set }`
  open var isEditable: Bool = true
  /// AD uitextview/text: `var text: String! { get set }`
  open var text: String! = ""
  /// AD uitextview/font: `var font: UIFont? { get set }`
  open var font: UIFont?
  /// AD uitextview/textcolor: `var textColor: UIColor? { get set }`
  open var textColor: UIColor?
  /// AD uitextview/textcontainerinset (iOS 7): `var textContainerInset: UIEdgeInsets { get set }`
  open var textContainerInset: UIEdgeInsets = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
  /// AD uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory (iOS 10)
  open var adjustsFontForContentSizeCategory: Bool = false
  /// AD uitextinput/selectedtextrange: `@NSCopying var selectedTextRange: UITextRange?`
  open var selectedTextRange: UITextRange?
  /// AD uitextinput/caretrect(for:): `func caretRect(for position: UITextPosition) -> CGRect`
  open func caretRect(for position: UITextPosition) -> CGRect { .zero }
  /// AD uikeyinput/inserttext(_:): `func insertText(_ text: String)` (UITextView adopts
  /// UIKeyInput through UITextInput)
  open func insertText(_ text: String) {}
  /// AD uitextinput/beginningofdocument: `var beginningOfDocument: UITextPosition { get }`
  open var beginningOfDocument: UITextPosition { UITextPosition() }
  /// AD uitextinput/textrange(from:to:): `func textRange(from fromPosition: UITextPosition,
  /// to toPosition: UITextPosition) -> UITextRange?`
  open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition)
    -> UITextRange?
  {
    nil
  }
  /// AD uitextview/textdidbegineditingnotification (nonisolated class let)
  nonisolated public class var textDidBeginEditingNotification: NSNotification.Name {
    NSNotification.Name("UITextViewTextDidBeginEditingNotification")
  }
}

/// AD uitextinput: `@MainActor protocol UITextInput : UIKeyInput` (UITextInput.h:
/// `selectedTextRange` and `caretRectForPosition:` required; `textInputView`, "an affiliated
/// view that provides a coordinate system for all geometric values in this protocol",
/// optional). UITextView and UITextField adopt it. This stub cannot declare an `@objc
/// optional` requirement (its NSObject is not Objective-C's), so `textInputView` is a
/// requirement of type `UIView?`: read through `any UITextInput`, as the binding reads it,
/// the SDK's optional requirement has that type too.
@MainActor public protocol UITextInput: AnyObject {
  /// AD uitextinput/selectedtextrange
  var selectedTextRange: UITextRange? { get set }
  /// AD uitextinput/caretrect(for:)
  func caretRect(for position: UITextPosition) -> CGRect
  /// AD uitextinput/textinputview (optional in the SDK; see above)
  var textInputView: UIView? { get }
}

extension UITextView: UITextInput {
  /// AD uitextinput/textinputview (stands for the SDK's optional requirement)
  public var textInputView: UIView? { nil }
}

extension UITextField: UITextInput {
  /// AD uitextinput/selectedtextrange (UITextField adopts UITextInput)
  public var selectedTextRange: UITextRange? {
    get { nil }
    set {}
  }
  /// AD uitextinput/caretrect(for:) (UITextField adopts UITextInput)
  public func caretRect(for position: UITextPosition) -> CGRect { .zero }
  /// AD uitextinput/textinputview (stands for the SDK's optional requirement)
  public var textInputView: UIView? { nil }
}

/// AD uideviceorientation: `enum UIDeviceOrientation` (Int raw values, unknown = 0).
public enum UIDeviceOrientation: Int, Sendable {
  case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
}

/// AD uiuserinterfacelayoutdirection: `enum UIUserInterfaceLayoutDirection` (NSInteger raw
/// values, UIInterface.h: leftToRight 0, rightToLeft 1).
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  case leftToRight, rightToLeft
}

/// AD uisemanticcontentattribute: `enum UISemanticContentAttribute` (NSInteger raw values,
/// UIView.h: unspecified 0, playback, spatial, forceLeftToRight, forceRightToLeft).
public enum UISemanticContentAttribute: Int, Sendable {
  case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

/// AD uireturnkeytype: `enum UIReturnKeyType` (NSInteger raw values, UITextInputTraits.h:
/// default 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall 10,
/// continue 11 (iOS 9)).
public enum UIReturnKeyType: Int, Sendable {
  case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall
  case `continue`
}

/// AD uitextfield: `@MainActor class UITextField : UIControl`.
@MainActor open class UITextField: UIControl {
  /// AD uitextfield/placeholder: `var placeholder: String? { get set }`
  open var placeholder: String?
  /// AD uitextfield/inputaccessoryview: `var inputAccessoryView: UIView? { get set }`
  open override var inputAccessoryView: UIView? { get { nil } set {} }
  /// AD uitextfield/inputview: `var inputView: UIView? { get set }` (a custom view presented
  /// instead of the system keyboard).
  open override var inputView: UIView? { get { nil } set {} }
  /// AD uitextinputtraits/returnkeytype: `var returnKeyType: UIReturnKeyType { get set }`
  /// (UITextField adopts UITextInputTraits; default `.default`).
  open var returnKeyType: UIReturnKeyType = .default
  /// AD uitextfield/delegate: `weak var delegate: (any UITextFieldDelegate)? { get set }`
  open weak var delegate: (any UITextFieldDelegate)?
  /// AD uitextfield/font: `var font: UIFont? { get set }`
  open var font: UIFont?
  /// AD uitextfield/textalignment: `var textAlignment: NSTextAlignment { get set }`
  open var textAlignment: NSTextAlignment = .natural
  /// AD uitextfield/borderstyle-swift.property: `var borderStyle: UITextField.BorderStyle
  /// { get set }` (default `.none`)
  open var borderStyle: UITextField.BorderStyle = .none
  /// AD uitextfield/borderstyle-swift.enum: `enum BorderStyle` (UITextBorderStyle: none 0,
  /// line, bezel, roundedRect).
  public enum BorderStyle: Int, Sendable {
    case none = 0, line, bezel, roundedRect
  }
  /// AD uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory (iOS 10)
  open var adjustsFontForContentSizeCategory: Bool = false
  /// AD uitextinputtraits/textcontenttype: `var textContentType: UITextContentType! { get
  /// set }` (iOS 10)
  open var textContentType: UITextContentType!
  /// AD uitextinputtraits/keyboardtype: `var keyboardType: UIKeyboardType { get set }`
  open var keyboardType: UIKeyboardType = .default
  /// AD uitextinputtraits/autocapitalizationtype: `var autocapitalizationType:
  /// UITextAutocapitalizationType { get set }`
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  /// AD uitextinputtraits/autocorrectiontype: `var autocorrectionType:
  /// UITextAutocorrectionType { get set }`
  open var autocorrectionType: UITextAutocorrectionType = .default
  /// AD uitextinputtraits/issecuretextentry: `var isSecureTextEntry: Bool { get set }`
  open var isSecureTextEntry: Bool = false
  /// AD uitextfield/textdidbegineditingnotification (nonisolated class let)
  nonisolated public class var textDidBeginEditingNotification: NSNotification.Name {
    NSNotification.Name("UITextFieldTextDidBeginEditingNotification")
  }
}

// MARK: - IndexPath additions

/// UIKit's additions to Foundation's `IndexPath` (AD foundation/indexpath, "UIKit
/// additions": `init(row:section:)`, `init(item:section:)`, `var section: Int`,
/// `var row: Int`, `var item: Int`, all `{ get set }`).
extension IndexPath {
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}

// MARK: - For the iOS sample app (Sample/iOS)
//
// Objective-C optional protocol requirements cannot be declared without `@objc`, which
// Linux lacks; they are requirements with default implementations here, which accepts
// the same conforming code.

/// AD uiscrollviewdelegate: `@MainActor protocol UIScrollViewDelegate : NSObjectProtocol`.
@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {}

/// AD uitableviewdelegate: `@MainActor protocol UITableViewDelegate : UIScrollViewDelegate`,
/// the optional methods the rule tests implement.
@MainActor public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// AD uitableviewdelegate/tableview(_:heightforheaderinsection:) (optional)
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  /// AD uitableviewdelegate/tableview(_:viewforheaderinsection:) (optional)
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  /// AD uitableviewdelegate/tableview(_:heightforfooterinsection:) (optional)
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  /// AD uitableviewdelegate/tableview(_:viewforfooterinsection:) (optional)
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
}

extension UITableViewDelegate {
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int)
    -> CGFloat
  { 0 }
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    nil
  }
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int)
    -> CGFloat
  { 0 }
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    nil
  }
}

/// AD uitextviewdelegate: `@MainActor protocol UITextViewDelegate : UIScrollViewDelegate`.
@MainActor public protocol UITextViewDelegate: UIScrollViewDelegate {
  /// AD uitextviewdelegate/textviewdidchange(_:) (optional)
  func textViewDidChange(_ textView: UITextView)
  /// AD uitextviewdelegate/textviewdidchangeselection(_:) (optional)
  func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
  public func textViewDidChange(_ textView: UITextView) {}
  public func textViewDidChangeSelection(_ textView: UITextView) {}
}

/// AD uitableviewdatasource: `@MainActor protocol UITableViewDataSource : NSObjectProtocol`.
@MainActor public protocol UITableViewDataSource: NSObjectProtocol {
  /// AD uitableviewdatasource/tableview(_:numberofrowsinsection:)
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// AD uitableviewdatasource/tableview(_:cellforrowat:)
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// AD uitableviewdatasource/numberofsections(in:) (optional)
  func numberOfSections(in tableView: UITableView) -> Int
  /// AD uitableviewdatasource/tableview(_:titleforheaderinsection:) (optional)
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
}

extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
}

/// AD uilabel: `@MainActor class UILabel : UIView`.
@MainActor open class UILabel: UIView {
  /// AD uilabel/text: `var text: String? { get set }`
  open var text: String?
  /// AD uilabel/font: `var font: UIFont! { get set }`
  open var font: UIFont! = UIFont()
  /// AD uilabel/textcolor: `var textColor: UIColor! { get set }`
  open var textColor: UIColor! = UIColor()
  /// AD uilabel/numberoflines: `var numberOfLines: Int { get set }`
  open var numberOfLines: Int = 1
  /// AD uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory (iOS 10):
  /// `var adjustsFontForContentSizeCategory: Bool { get set }`
  open var adjustsFontForContentSizeCategory: Bool = false
}

/// AD uiviewcontroller: `@MainActor class UIViewController : UIResponder`.
@MainActor open class UIViewController: UIResponder {
  /// AD uiviewcontroller/init(nibname:bundle:)
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
  /// AD uiviewcontroller/init(coder:)
  public required init?(coder: NSCoder) {}
  /// Inherited `init()` (NSObject), as UIKit's.
  public convenience override init() { self.init(nibName: nil, bundle: nil) }
  /// AD uiviewcontroller/view: `var view: UIView! { get set }`
  open var view: UIView! = UIView(frame: .zero)
  /// AD uiviewcontroller/viewifloaded, iOS 9: `var viewIfLoaded: UIView? { get }`
  open var viewIfLoaded: UIView? { view }
  /// AD uiviewcontroller/present(_:animated:completion:): `func present(_
  /// viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() ->
  /// Void)? = nil)`
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {}
  /// AD uiviewcontroller/dismiss(animated:completion:): `func dismiss(animated flag: Bool,
  /// completion: (() -> Void)? = nil)`
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
  /// AD uiviewcontroller/parent: `weak var parent: UIViewController? { get }`
  open var parent: UIViewController? { nil }
  /// AD uiviewcontroller/children, iOS 5: `var children: [UIViewController] { get }`
  open var children: [UIViewController] { [] }
  /// AD uiviewcontroller/additionalsafeareainsets, iOS 11:
  /// `var additionalSafeAreaInsets: UIEdgeInsets { get set }`
  open var additionalSafeAreaInsets: UIEdgeInsets = .zero
  /// AD uiviewcontroller/title: `var title: String? { get set }`
  open var title: String?
  /// AD uiviewcontroller/navigationitem: `var navigationItem: UINavigationItem { get }`
  open var navigationItem: UINavigationItem { UINavigationItem() }
  /// AD uiviewcontroller/tabbaritem: `var tabBarItem: UITabBarItem! { get set }`
  open var tabBarItem: UITabBarItem! = UITabBarItem(title: nil, image: nil, tag: 0)
  /// AD uiviewcontroller/navigationcontroller: `var navigationController: UINavigationController? { get }`
  open var navigationController: UINavigationController? { nil }
  /// AD uiviewcontroller/viewdidload()
  open func viewDidLoad() {}
  /// AD uiviewcontroller/viewdidappear(_:): `func viewDidAppear(_ animated: Bool)`
  open func viewDidAppear(_ animated: Bool) {}
  /// AD uiviewcontroller/viewdidlayoutsubviews()
  open func viewDidLayoutSubviews() {}
  /// AD uiviewcontroller/addchild(_:): `func addChild(_ childController: UIViewController)`
  open func addChild(_ childController: UIViewController) {}
  /// AD uiviewcontroller/didmove(toparent:): `func didMove(toParent parent: UIViewController?)`
  open func didMove(toParent parent: UIViewController?) {}
}

/// AD uicollectionviewcontroller: `@MainActor class UICollectionViewController :
/// UIViewController` (adopts UICollectionViewDelegate and UICollectionViewDataSource).
@MainActor open class UICollectionViewController: UIViewController {
  /// AD uicollectionviewcontroller/init(collectionviewlayout:)
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    super.init(nibName: nil, bundle: nil)
  }
  /// AD uiviewcontroller/init(coder:)
  public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// AD uitableviewcontroller: `@MainActor class UITableViewController : UIViewController`
/// (adopts UITableViewDelegate and UITableViewDataSource).
@MainActor open class UITableViewController: UIViewController {
  /// AD uitableviewcontroller/init(style:)
  public init(style: UITableView.Style) { super.init(nibName: nil, bundle: nil) }
  /// AD uiviewcontroller/init(coder:)
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  /// AD uitableviewcontroller/tableview: `var tableView: UITableView! { get set }`
  open var tableView: UITableView! = UITableView(frame: .zero, style: .plain)
  /// UITableViewDataSource, implemented by the controller (AD uitableviewdatasource).
  open func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// UITableViewDataSource (AD uitableviewdatasource/tableview(_:numberofrowsinsection:)).
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
  /// UITableViewDataSource (AD uitableviewdatasource/tableview(_:cellforrowat:)).
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }
  /// UITableViewDataSource (AD uitableviewdatasource/tableview(_:titleforheaderinsection:)).
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
}

/// AD uinavigationcontroller: `@MainActor class UINavigationController : UIViewController`.
@MainActor open class UINavigationController: UIViewController {
  /// AD uinavigationcontroller/init(rootviewcontroller:)
  public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
  /// AD uiviewcontroller/init(coder:)
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  /// AD uinavigationcontroller/pushviewcontroller(_:animated:)
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
  /// AD uinavigationcontroller/navigationbar: `var navigationBar: UINavigationBar { get }`
  open var navigationBar: UINavigationBar { UINavigationBar() }
}

/// AD uinavigationbar: `@MainActor class UINavigationBar : UIView`.
@MainActor open class UINavigationBar: UIView {
  /// AD uinavigationbar/preferslargetitles (iOS 11): `var prefersLargeTitles: Bool { get set }`
  open var prefersLargeTitles: Bool = false
}

/// AD uinavigationitem: `@MainActor class UINavigationItem : NSObject`.
@MainActor open class UINavigationItem: NSObject {
  /// AD uinavigationitem/rightbarbuttonitem: `var rightBarButtonItem: UIBarButtonItem? { get set }`
  open var rightBarButtonItem: UIBarButtonItem?
  /// AD uinavigationitem/rightbarbuttonitems: `var rightBarButtonItems: [UIBarButtonItem]? { get set }`
  open var rightBarButtonItems: [UIBarButtonItem]?
  /// AD uinavigationitem/largetitledisplaymode-swift.property (iOS 11): `var
  /// largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode { get set }`
  open var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode = .automatic
  /// AD uinavigationitem/largetitledisplaymode-swift.enum: `enum LargeTitleDisplayMode`
  /// (automatic 0, always 1, never 2).
  public enum LargeTitleDisplayMode: Int, Sendable {
    case automatic = 0, always, never
  }
}

/// AD uibarbuttonitem: `@MainActor class UIBarButtonItem : UIBarItem`.
@MainActor open class UIBarButtonItem: UIBarItem {
  /// AD uibarbuttonitem/style-swift.enum: `enum Style` (`plain`, `done`; `bordered` deprecated).
  public enum Style: Int, Sendable {
    case plain = 0, done = 2
  }
  /// AD uibarbuttonitem/systemitem: `enum SystemItem: Int` (`done` 0, `flexibleSpace` 5).
  public enum SystemItem: Int, Sendable {
    case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace
  }
  /// AD uibarbuttonitem/init(title:style:target:action:)
  public init(title: String?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {}
  /// AD uibarbuttonitem/init(image:style:target:action:):
  /// `init(image: UIImage?, style: UIBarButtonItem.Style, target: Any?, action: Selector?)`
  public init(image: UIImage?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {}
  /// AD uibarbuttonitem/init(barbuttonsystemitem:target:action:):
  /// `init(barButtonSystemItem: UIBarButtonItem.SystemItem, target: Any?, action: Selector?)`
  public init(
    barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Any?, action: Selector?
  ) {}
  /// AD objectivec/nsobject/accessibilitylabel: `var accessibilityLabel: String?` (declared
  /// on NSObject by the UIAccessibility informal protocol).
  open var accessibilityLabel: String?
}

/// AD uitoolbar: `@MainActor class UIToolbar : UIView`.
@MainActor open class UIToolbar: UIView {
  /// AD uitoolbar/items: `var items: [UIBarButtonItem]? { get set }`
  open var items: [UIBarButtonItem]?
}

// The bar's look and the large content viewer (rule T1).

extension UIBarButtonItem {
  /// AD uibarbuttonitem/init(customview:): `convenience init(customView: UIView)`
  public convenience init(customView: UIView) {
    self.init(title: nil, style: .plain, target: nil, action: nil)
  }
  /// AD uibarbuttonitem/customview: `var customView: UIView? { get set }`
  public var customView: UIView? {
    get { nil }
    set {}
  }
  /// AD uibarbuttonitem/target: `weak var target: AnyObject? { get set }`
  public var target: AnyObject? {
    get { nil }
    set {}
  }
  /// AD uibarbuttonitem/action: `var action: Selector? { get set }`
  public var action: Selector? {
    get { nil }
    set {}
  }
}

extension UIColor {
  /// AD uicolor/systemorange (iOS 7): `class var systemOrange: UIColor { get }`
  public class var systemOrange: UIColor { UIColor() }
}

/// AD uievent: `@MainActor class UIEvent : NSObject`.
@MainActor open class UIEvent: NSObject {}

extension UIApplication {
  /// AD uiapplication/sendaction(_:to:from:for:): `func sendAction(_ action: Selector, to
  /// target: Any?, from sender: Any?, for event: UIEvent?) -> Bool`
  @discardableResult
  public func sendAction(
    _ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?
  ) -> Bool { true }
}

extension UIControl.Event {
  /// AD uicontrol/event/touchupinside: `static var touchUpInside: UIControl.Event` (1 << 6)
  public static let touchUpInside = UIControl.Event(rawValue: 1 << 6)
}

extension UIButton {
  /// AD uibutton/setimage(_:for:): `func setImage(_ image: UIImage?, for state:
  /// UIControl.State)`
  public func setImage(_ image: UIImage?, for state: UIControl.State) {}
}

/// AD uiinteraction: `@MainActor protocol UIInteraction : NSObjectProtocol` (iOS 11).
@MainActor public protocol UIInteraction: NSObjectProtocol {}

/// AD uilargecontentviewerinteractiondelegate: `@MainActor protocol
/// UILargeContentViewerInteractionDelegate : NSObjectProtocol` (iOS 13).
@MainActor public protocol UILargeContentViewerInteractionDelegate: NSObjectProtocol {}

/// AD uilargecontentviewerinteraction: `@MainActor class UILargeContentViewerInteraction :
/// NSObject, UIInteraction` (iOS 13; UILargeContentViewer.h: "enables a gesture to present
/// and dismiss the large content viewer").
@available(iOS 13.0, *)
@MainActor open class UILargeContentViewerInteraction: NSObject, UIInteraction {
  /// AD uilargecontentviewerinteraction/init(delegate:): `init(delegate:
  /// (any UILargeContentViewerInteractionDelegate)?)` (NS_DESIGNATED_INITIALIZER)
  public init(delegate: (any UILargeContentViewerInteractionDelegate)?) {}
}

extension UIView {
  /// AD uiview/addinteraction(_:) (iOS 11): `func addInteraction(_ interaction: any
  /// UIInteraction)`
  public func addInteraction(_ interaction: any UIInteraction) {}
  /// AD uiview/tintcolor: `var tintColor: UIColor! { get set }` (nil: the superview's).
  public var tintColor: UIColor! {
    get { nil }
    set {}
  }
  /// AD uiview/showslargecontentviewer (iOS 13): `var showsLargeContentViewer: Bool
  /// { get set }` (UILargeContentViewer.h, UIView (UILargeContentViewer))
  @available(iOS 13.0, *)
  public var showsLargeContentViewer: Bool {
    get { false }
    set {}
  }
  /// AD uiview/largecontenttitle (iOS 13): `var largeContentTitle: String? { get set }`
  @available(iOS 13.0, *)
  public var largeContentTitle: String? {
    get { nil }
    set {}
  }
  /// AD uiview/largecontentimage (iOS 13): `var largeContentImage: UIImage? { get set }`
  @available(iOS 13.0, *)
  public var largeContentImage: UIImage? {
    get { nil }
    set {}
  }
  /// AD uiview/scaleslargecontentimage (iOS 13): `var scalesLargeContentImage: Bool
  /// { get set }`
  @available(iOS 13.0, *)
  public var scalesLargeContentImage: Bool {
    get { false }
    set {}
  }
}

extension UIImage.SymbolConfiguration {
  /// AD uiimage/symbolconfiguration/init(pointsize:) (iOS 13): `convenience init(pointSize:
  /// CGFloat)`
  public convenience init(pointSize: CGFloat) { self.init(textStyle: .body) }
}

extension UIFont {
  /// AD uifont/systemfont(ofsize:): `class func systemFont(ofSize fontSize: CGFloat) ->
  /// UIFont`
  public class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont() }
}

extension NSLayoutDimension {
  /// AD nslayoutdimension/constraint(lessthanorequaltoconstant:): `func constraint(
  /// lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint`
  @MainActor public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint()
  }
}

extension UIWindow {
  /// AD uiwindow/didbecomevisiblenotification: `class let didBecomeVisibleNotification:
  /// NSNotification.Name` (UIWindow.h: `UIWindowDidBecomeVisibleNotification`, "Posted when
  /// the window becomes visible", object: the window).
  nonisolated public static let didBecomeVisibleNotification = NSNotification.Name(
    "UIWindowDidBecomeVisibleNotification")
}

/// AD uisplitviewcontroller: `@MainActor class UISplitViewController : UIViewController`.
@MainActor open class UISplitViewController: UIViewController {}

/// AD uipageviewcontroller: `@MainActor class UIPageViewController : UIViewController`.
@MainActor open class UIPageViewController: UIViewController {}

/// AD uitabbarcontroller: `@MainActor class UITabBarController : UIViewController`.
@MainActor open class UITabBarController: UIViewController {
  /// AD uitabbarcontroller/viewcontrollers: `var viewControllers: [UIViewController]?`
  open var viewControllers: [UIViewController]?
}

/// AD uiscene: `@MainActor class UIScene : UIResponder` (iOS 13).
@available(iOS 13.0, *)
@MainActor open class UIScene: UIResponder {
  /// AD uiscene/connectionoptions: `class ConnectionOptions`.
  @MainActor open class ConnectionOptions: NSObject {}
}

/// AD uiscenesession: `@MainActor class UISceneSession : NSObject` (iOS 13).
@available(iOS 13.0, *)
@MainActor open class UISceneSession: NSObject {}

/// AD uiscenedelegate: `@MainActor protocol UISceneDelegate : NSObjectProtocol` (iOS 13).
@available(iOS 13.0, *)
@MainActor public protocol UISceneDelegate: NSObjectProtocol {
  /// AD uiscenedelegate/scene(_:willconnectto:options:) (optional)
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
}

/// AD uiwindowscenedelegate: `@MainActor protocol UIWindowSceneDelegate : UISceneDelegate`
/// (iOS 13).
@available(iOS 13.0, *)
@MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// AD uiwindowscenedelegate/window (optional): `var window: UIWindow? { get set }`
  var window: UIWindow? { get set }
}

/// AD uiapplication: `@MainActor class UIApplication : UIResponder`.
///
/// `shared` is here for the sample's tests; `.ci/typecheck-uikit` fails when a library
/// source names it (the library, the testing product included, never touches it).
@MainActor open class UIApplication: UIResponder {
  /// AD uiapplication/shared: `class var shared: UIApplication { get }`
  open class var shared: UIApplication { UIApplication() }
  /// AD uiapplication/connectedscenes: `var connectedScenes: Set<UIScene> { get }` (iOS 13)
  @available(iOS 13.0, *)
  open var connectedScenes: Set<UIScene> { [] }
  /// AD uiapplication/launchoptionskey: `struct LaunchOptionsKey`.
  public struct LaunchOptionsKey: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }
}

/// AD uiapplicationdelegate: `@MainActor protocol UIApplicationDelegate : NSObjectProtocol`.
@MainActor public protocol UIApplicationDelegate: NSObjectProtocol {
  /// AD uiapplicationdelegate/application(_:didfinishlaunchingwithoptions:) (optional)
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
}

extension UIApplicationDelegate {
  /// What `@main` needs: UIKit provides `static func main()` for application delegates.
  public static func main() {}
}

extension UIWindow {
  /// AD uiwindow/init(windowscene:) (iOS 13)
  @available(iOS 13.0, *)
  public convenience init(windowScene: UIWindowScene) { self.init(frame: .zero) }
}

extension UIWindow {
  /// AD uiwindow/rootviewcontroller: `var rootViewController: UIViewController?`
  @MainActor public var rootViewController: UIViewController? {
    get { nil }
    set {}
  }
  /// AD uiwindow/makekeyandvisible()
  @MainActor public func makeKeyAndVisible() {}
  /// AD uiwindow/makekey(): `func makeKey()` (UIWindow.h: `makeKeyWindow`)
  @MainActor public func makeKey() {}
  /// AD uiwindow/iskeywindow: `var isKeyWindow: Bool { get }` (UIWindow.h: `keyWindow`,
  /// its scene's key window from the iOS 15 SDK on)
  @MainActor public var isKeyWindow: Bool { false }
}

// MARK: - Layout constraints

/// AD nslayoutanchor: `@MainActor class NSLayoutAnchor<AnchorType> : NSObject where
/// AnchorType : AnyObject`.
@MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  /// AD nslayoutanchor/constraint(equalto:constant:):
  /// `func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
  /// -> NSLayoutConstraint`
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint()
  }
  /// AD nslayoutanchor/constraint(equalto:):
  /// `func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint`
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    NSLayoutConstraint()
  }
}

/// AD nslayoutyaxisanchor: `@MainActor class NSLayoutYAxisAnchor : NSLayoutAnchor<NSLayoutYAxisAnchor>`.
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// AD nslayoutxaxisanchor: `@MainActor class NSLayoutXAxisAnchor : NSLayoutAnchor<NSLayoutXAxisAnchor>`.
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// AD nslayoutdimension: `@MainActor class NSLayoutDimension : NSLayoutAnchor<NSLayoutDimension>`.
@MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// AD nslayoutdimension/constraint(equaltoconstant:):
  /// `func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint`
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
}

/// AD uilayoutguide: `@MainActor class UILayoutGuide : NSObject`.
@MainActor open class UILayoutGuide: NSObject {
  /// AD uilayoutguide/owningview: `weak var owningView: UIView? { get set }`
  open weak var owningView: UIView?
  /// AD uilayoutguide/layoutframe: `var layoutFrame: CGRect { get }`
  open var layoutFrame: CGRect { .zero }
  /// AD uilayoutguide/bottomanchor: `var bottomAnchor: NSLayoutYAxisAnchor { get }`
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  /// AD uilayoutguide/topanchor: `var topAnchor: NSLayoutYAxisAnchor { get }`
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  /// AD uilayoutguide/leadinganchor: `var leadingAnchor: NSLayoutXAxisAnchor { get }`
  open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  /// AD uilayoutguide/trailinganchor: `var trailingAnchor: NSLayoutXAxisAnchor { get }`
  open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
}

/// AD uivisualeffectview: `@MainActor class UIVisualEffectView : UIView`; subviews go in
/// its `contentView` ("Do not add subviews directly to the visual effect view itself").
@MainActor open class UIVisualEffectView: UIView {
  /// AD uivisualeffectview/init(effect:): `init(effect: UIVisualEffect?)`
  public init(effect: UIVisualEffect?) { super.init(frame: .zero) }
  /// AD uivisualeffectview/init(coder:)
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  /// AD uivisualeffectview/contentview: `var contentView: UIView { get }`
  open var contentView: UIView { UIView() }
}

/// AD uivisualeffect: `@MainActor class UIVisualEffect : NSObject`.
@MainActor open class UIVisualEffect: NSObject {}

/// AD uitrackinglayoutguide: `@MainActor class UITrackingLayoutGuide : UILayoutGuide` (iOS 15).
@available(iOS 15.0, *)
@MainActor open class UITrackingLayoutGuide: UILayoutGuide {}

/// AD uikeyboardlayoutguide: `@MainActor class UIKeyboardLayoutGuide : UITrackingLayoutGuide`
/// (iOS 15).
@available(iOS 15.0, *)
@MainActor open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {}

extension UIView {
  /// AD uiview/bottomanchor: `var bottomAnchor: NSLayoutYAxisAnchor { get }`
  @MainActor public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  /// AD uiview/topanchor: `var topAnchor: NSLayoutYAxisAnchor { get }`
  @MainActor public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  /// AD uiview/leadinganchor: `var leadingAnchor: NSLayoutXAxisAnchor { get }`
  @MainActor public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  /// AD uiview/heightanchor: `var heightAnchor: NSLayoutDimension { get }`
  @MainActor public var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
  /// AD uiview/widthanchor: `var widthAnchor: NSLayoutDimension { get }`
  @MainActor public var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
  /// AD uiview/layoutguides: `var layoutGuides: [UILayoutGuide] { get }`
  @MainActor public var layoutGuides: [UILayoutGuide] { [] }
  /// AD uiview/keyboardlayoutguide (iOS 15): `var keyboardLayoutGuide: UIKeyboardLayoutGuide { get }`
  @available(iOS 15.0, *)
  @MainActor public var keyboardLayoutGuide: UIKeyboardLayoutGuide { UIKeyboardLayoutGuide() }
  /// AD uiview/trailinganchor: `var trailingAnchor: NSLayoutXAxisAnchor { get }`
  @MainActor public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  /// AD uiview/translatesautoresizingmaskintoconstraints: `var
  /// translatesAutoresizingMaskIntoConstraints: Bool { get set }`
  @MainActor public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { true }
    set {}
  }
}

extension UIView {
  /// AD uiview/safearealayoutguide (iOS 11): `var safeAreaLayoutGuide: UILayoutGuide { get }`
  @MainActor public var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide() }
  /// AD uiview/layoutmarginsguide (iOS 9): `var layoutMarginsGuide: UILayoutGuide { get }`
  @MainActor public var layoutMarginsGuide: UILayoutGuide { UILayoutGuide() }
}

/// AD nslayoutconstraint: `@MainActor class NSLayoutConstraint : NSObject`.
@MainActor open class NSLayoutConstraint: NSObject {
  /// AD nslayoutconstraint/constant: `var constant: CGFloat { get set }`
  open var constant: CGFloat = 0
  /// AD nslayoutconstraint/multiplier: `var multiplier: CGFloat { get }`
  open var multiplier: CGFloat { 1 }
  /// AD nslayoutconstraint/isactive: `var isActive: Bool { get set }`
  open var isActive: Bool = false
  /// AD nslayoutconstraint/activate(_:): `class func activate(_ constraints: [NSLayoutConstraint])`
  open class func activate(_ constraints: [NSLayoutConstraint]) {}
  /// AD nslayoutconstraint/firstitem: `unowned(unsafe) var firstItem: AnyObject? { get }`
  open var firstItem: AnyObject? { nil }
  /// AD nslayoutconstraint/seconditem: `unowned(unsafe) var secondItem: AnyObject? { get }`
  open var secondItem: AnyObject? { nil }
  /// AD nslayoutconstraint/attribute: `enum Attribute` (NSLayoutAttribute, NSInteger raw
  /// values from NSLayoutConstraint.h: notAnAttribute 0, left 1 ... bottomMargin 16 ...).
  public enum Attribute: Int, Sendable {
    case notAnAttribute = 0
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin
    case leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins
  }
  /// AD nslayoutconstraint/firstattribute: `var firstAttribute: NSLayoutConstraint.Attribute { get }`
  open var firstAttribute: NSLayoutConstraint.Attribute { .notAnAttribute }
  /// AD nslayoutconstraint/secondattribute: `var secondAttribute: NSLayoutConstraint.Attribute { get }`
  open var secondAttribute: NSLayoutConstraint.Attribute { .notAnAttribute }
  /// `func awakeFromNib()`: UIKit declares it on NSObject (AD objectivec/nsobject-swift.class/
  /// awakefromnib(); UINibLoading.h of iPhoneOS 16.5: `@interface NSObject
  /// (UINibLoadingAdditions)`, no NS_SWIFT_UI_ACTOR), so it is not main-actor isolated.
  /// Swift on Linux cannot override an extension member, so the stub declares it here,
  /// `nonisolated` as in the SDK, with the same signature.
  nonisolated open func awakeFromNib() {}
}

/// AD uibutton: `@MainActor class UIButton : UIControl`.
@MainActor open class UIButton: UIControl {
  /// AD uibutton/settitle(_:for:): `func setTitle(_ title: String?, for state: UIControl.State)`
  open func setTitle(_ title: String?, for state: UIControl.State) {}
  /// AD uibutton/init(type:): `convenience init(type buttonType: UIButton.ButtonType)`
  public convenience init(type buttonType: UIButton.ButtonType) { self.init(frame: .zero) }
  /// AD uibutton/buttontype-swift.enum: `enum ButtonType` (custom 0, system 1, ...).
  public enum ButtonType: Int, Sendable {
    case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd
  }
  /// AD uibutton/titlelabel: `var titleLabel: UILabel? { get }`
  open var titleLabel: UILabel? { nil }
  /// AD uibutton/configuration-5rlyb (iOS 15): `var configuration: UIButton.Configuration?
  /// { get set }`
  @available(iOS 15.0, *)
  open var configuration: UIButton.Configuration? {
    get { nil }
    set {}
  }
  /// AD uibutton/configuration-swift.struct (iOS 15): `struct Configuration`.
  @available(iOS 15.0, *)
  public struct Configuration: Sendable {
    /// AD uibutton/configuration-swift.struct/filled(): `static func filled() ->
    /// UIButton.Configuration`
    public static func filled() -> UIButton.Configuration { Configuration() }
    /// AD uibutton/configuration-swift.struct/title: `var title: String? { get set }`
    public var title: String?
    /// AD uibutton/configuration-swift.struct/cornerstyle-swift.property: `var cornerStyle:
    /// UIButton.Configuration.CornerStyle { get set }` (default `.dynamic`)
    public var cornerStyle: CornerStyle = .dynamic
    /// AD uibutton/configuration-swift.struct/cornerstyle-swift.enum: `enum CornerStyle`
    /// (fixed -1, dynamic 0, small, medium, large, capsule).
    public enum CornerStyle: Int, Sendable {
      case fixed = -1, dynamic, small, medium, large, capsule
    }
  }
}

// MARK: - Auto Layout, appearance and text input traits (the iOS sample's screens)

extension UIView {
  /// AD uiview/centeryanchor: `var centerYAnchor: NSLayoutYAxisAnchor { get }`
  @MainActor public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
}

extension UILayoutGuide {
  /// AD uilayoutguide/widthanchor: `var widthAnchor: NSLayoutDimension { get }`
  @MainActor public var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
}

extension NSLayoutDimension {
  /// AD nslayoutdimension/constraint(greaterthanorequaltoconstant:):
  /// `func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint`
  @MainActor public func constraint(greaterThanOrEqualToConstant c: CGFloat)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint()
  }
  /// AD nslayoutdimension/constraint(equalto:multiplier:):
  /// `func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat)
  /// -> NSLayoutConstraint`
  @MainActor public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint()
  }
}

extension NSLayoutConstraint {
  /// AD nslayoutconstraint/axis: `enum Axis` (NSLayoutConstraint.h: horizontal 0,
  /// vertical 1).
  public enum Axis: Int, Sendable {
    case horizontal = 0, vertical
  }
}

/// AD uistackview: `@MainActor class UIStackView : UIView` (iOS 9).
@MainActor open class UIStackView: UIView {
  /// AD uistackview/init(arrangedsubviews:): `convenience init(arrangedSubviews views:
  /// [UIView])`
  public convenience init(arrangedSubviews views: [UIView]) { self.init(frame: .zero) }
  /// AD uistackview/axis: `var axis: NSLayoutConstraint.Axis { get set }` (default
  /// horizontal)
  open var axis: NSLayoutConstraint.Axis = .horizontal
  /// AD uistackview/spacing: `var spacing: CGFloat { get set }`
  open var spacing: CGFloat = 0
  /// AD uistackview/arrangedsubviews: `var arrangedSubviews: [UIView] { get }`
  open var arrangedSubviews: [UIView] { [] }
  /// AD uistackview/addarrangedsubview(_:): `func addArrangedSubview(_ view: UIView)`
  open func addArrangedSubview(_ view: UIView) {}
  /// AD uistackview/setcustomspacing(_:after:) (iOS 11): `func setCustomSpacing(_ spacing:
  /// CGFloat, after arrangedSubview: UIView)`
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {}
}

/// AD uicolor: `class UIColor : NSObject` (Sendable in the SDK's Swift overlay).
open class UIColor: NSObject, @unchecked Sendable {
  /// AD uicolor/systembackground (iOS 13): `class var systemBackground: UIColor { get }`
  open class var systemBackground: UIColor { UIColor() }
  /// AD uicolor/secondarysystembackground (iOS 13)
  open class var secondarySystemBackground: UIColor { UIColor() }
  /// AD uicolor/systemgroupedbackground (iOS 13)
  open class var systemGroupedBackground: UIColor { UIColor() }
  /// AD uicolor/systemindigo (iOS 13): `class var systemIndigo: UIColor { get }`
  open class var systemIndigo: UIColor { UIColor() }
  /// AD uicolor/label (iOS 13): `class var label: UIColor { get }`
  open class var label: UIColor { UIColor() }
  /// AD uicolor/secondarylabel (iOS 13)
  open class var secondaryLabel: UIColor { UIColor() }
  /// AD uicolor/init(red:green:blue:alpha:): `init(red: CGFloat, green: CGFloat, blue:
  /// CGFloat, alpha: CGFloat)`
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init()
  }
  /// AD uicolor/getred(_:green:blue:alpha:): `func getRed(_ red:
  /// UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue:
  /// UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool`
  open func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool { false }
}

/// AD uifont: `class UIFont : NSObject` (Sendable in the SDK's Swift overlay).
open class UIFont: NSObject, @unchecked Sendable {
  /// AD uifont/preferredfont(fortextstyle:) (iOS 7): `class func preferredFont(forTextStyle
  /// style: UIFont.TextStyle) -> UIFont`
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { UIFont() }
  /// AD uifont/textstyle: `struct TextStyle` (RawRepresentable, String raw values).
  public struct TextStyle: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
  }
}

/// AD uiimage: `class UIImage : NSObject`.
open class UIImage: NSObject, @unchecked Sendable {
  /// AD uiimage/init(systemname:) (iOS 13): `convenience init?(systemName name: String)`
  @available(iOS 13.0, *)
  public convenience init?(systemName name: String) { self.init() }
  /// AD uiimage/configuration: `class UIImage.Configuration : NSObject` (iOS 13).
  open class Configuration: NSObject, @unchecked Sendable {}
  /// AD uiimage/symbolconfiguration: `class UIImage.SymbolConfiguration :
  /// UIImage.Configuration` (iOS 13).
  open class SymbolConfiguration: Configuration, @unchecked Sendable {
    /// AD uiimage/symbolconfiguration/init(textstyle:):
    /// `convenience init(textStyle: UIFont.TextStyle)`
    public init(textStyle: UIFont.TextStyle) {}
  }
  /// AD uiimage/init(systemname:withconfiguration:):
  /// `init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?)`
  /// (iOS 13)
  public convenience init?(
    systemName name: String, withConfiguration configuration: UIImage.Configuration?
  ) { self.init() }
}

/// AD uibaritem: `@MainActor class UIBarItem : NSObject`.
@MainActor open class UIBarItem: NSObject {
  /// AD uibaritem/isenabled: `var isEnabled: Bool { get set }`
  open var isEnabled: Bool = true
}

/// AD uitabbaritem: `@MainActor class UITabBarItem : UIBarItem`.
@MainActor open class UITabBarItem: UIBarItem {
  /// AD uitabbaritem/init(title:image:tag:): `convenience init(title: String?, image:
  /// UIImage?, tag: Int)`
  public convenience init(title: String?, image: UIImage?, tag: Int) { self.init() }
}

/// AD nstextalignment: `enum NSTextAlignment` (iOS raw values: left 0, center 1, right 2,
/// justified 3, natural 4).
public enum NSTextAlignment: Int, Sendable {
  case left = 0, center, right, justified, natural
}

/// AD uitextcontenttype: `struct UITextContentType` (RawRepresentable, String raw values;
/// the constants used, iOS 10 unless noted).
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let name = UITextContentType(rawValue: "name")
  public static let givenName = UITextContentType(rawValue: "given-name")
  public static let familyName = UITextContentType(rawValue: "family-name")
  public static let emailAddress = UITextContentType(rawValue: "email")
  public static let telephoneNumber = UITextContentType(rawValue: "tel")
  public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
  public static let addressCity = UITextContentType(rawValue: "address-level2")
  public static let postalCode = UITextContentType(rawValue: "postal-code")
  public static let countryName = UITextContentType(rawValue: "country-name")
  /// iOS 11
  public static let username = UITextContentType(rawValue: "username")
  /// iOS 11
  public static let password = UITextContentType(rawValue: "password")
  /// iOS 12
  public static let newPassword = UITextContentType(rawValue: "new-password")
  /// iOS 12
  public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
}

/// AD uikeyboardtype: `enum UIKeyboardType` (UITextInputTraits.h: default 0,
/// asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
/// emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad).
public enum UIKeyboardType: Int, Sendable {
  case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad
  case namePhonePad, emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// AD uitextautocapitalizationtype: `enum UITextAutocapitalizationType` (none 0, words,
/// sentences, allCharacters).
public enum UITextAutocapitalizationType: Int, Sendable {
  case none = 0, words, sentences, allCharacters
}

/// AD uitextautocorrectiontype: `enum UITextAutocorrectionType` (default 0, no, yes).
public enum UITextAutocorrectionType: Int, Sendable {
  case `default` = 0, no, yes
}

/// AD uitextfielddelegate: `@MainActor protocol UITextFieldDelegate : NSObjectProtocol`
/// (an optional requirement stands as one with a default, as for the other delegates).
@MainActor public protocol UITextFieldDelegate: NSObjectProtocol {
  /// AD uitextfielddelegate/textfieldshouldreturn(_:) (optional): `func
  /// textFieldShouldReturn(_ textField: UITextField) -> Bool`
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

// MARK: - For the UIKit rule tests (Sample/KeyboardAvoidanceUIKitTests)

extension UIResponder {
  /// AD uiresponder/keyboardwillshownotification: `class let keyboardWillShowNotification:
  /// NSNotification.Name` (UIWindow.h: the global `UIKeyboardWillShowNotification`, so not
  /// isolated to the main actor).
  nonisolated public static let keyboardWillShowNotification = NSNotification.Name(
    "UIKeyboardWillShowNotification")
  /// AD uiresponder/keyboarddidshownotification (as above)
  nonisolated public static let keyboardDidShowNotification = NSNotification.Name(
    "UIKeyboardDidShowNotification")
  /// AD uiresponder/keyboardwillhidenotification (as above)
  nonisolated public static let keyboardWillHideNotification = NSNotification.Name(
    "UIKeyboardWillHideNotification")
  /// AD uiresponder/keyboarddidhidenotification (as above)
  nonisolated public static let keyboardDidHideNotification = NSNotification.Name(
    "UIKeyboardDidHideNotification")
  /// AD uiresponder/keyboardwillchangeframenotification (as above, iOS 5)
  nonisolated public static let keyboardWillChangeFrameNotification = NSNotification.Name(
    "UIKeyboardWillChangeFrameNotification")
  /// AD uiresponder/keyboarddidchangeframenotification (as above, iOS 5)
  nonisolated public static let keyboardDidChangeFrameNotification = NSNotification.Name(
    "UIKeyboardDidChangeFrameNotification")
}

extension UIResponder {
  /// AD uiresponder/keyboardframebeginuserinfokey: `class let keyboardFrameBeginUserInfoKey:
  /// String` (UIWindow.h: the global `UIKeyboardFrameBeginUserInfoKey`, an NSValue of CGRect).
  nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// AD uiresponder/keyboardframeenduserinfokey (as above, `UIKeyboardFrameEndUserInfoKey`)
  nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// AD uiresponder/keyboardanimationdurationuserinfokey (as above, an NSNumber of double)
  nonisolated public static let keyboardAnimationDurationUserInfoKey =
    "UIKeyboardAnimationDurationUserInfoKey"
  /// AD uiresponder/keyboardanimationcurveuserinfokey (as above, an NSNumber of
  /// UIViewAnimationCurve)
  nonisolated public static let keyboardAnimationCurveUserInfoKey =
    "UIKeyboardAnimationCurveUserInfoKey"
  /// AD uiresponder/keyboardislocaluserinfokey (as above, iOS 9, an NSNumber of BOOL)
  nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension NSValue {
  /// AD foundation/nsvalue/init(cgrect:): `init(cgRect rect: CGRect)` (UIGeometry.h:
  /// `+valueWithCGRect:`, UIKit's, so Foundation alone has it on no Apple platform).
  public convenience init(cgRect rect: CGRect) {
    self.init(rect: rect)
  }
}

/// developer.apple.com/documentation/objectivec/autoreleasepool(invoking:): `func
/// autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result`. It is the
/// ObjectiveC module's, which Foundation and so UIKit re-export on Apple platforms; Linux's
/// Foundation has none. Declared in this stub, a file that imports UIKit sees it as there.
public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
  try body()
}

/// AD uitextinputassistantitem: `@MainActor class UITextInputAssistantItem : NSObject`
/// (iOS 9): the items of the shortcuts bar above the keyboard on iPad.
@MainActor open class UITextInputAssistantItem: NSObject {
  /// AD uitextinputassistantitem/leadingbarbuttongroups: `var leadingBarButtonGroups:
  /// [UIBarButtonItemGroup] { get set }`
  open var leadingBarButtonGroups: [UIBarButtonItemGroup] = []
  /// AD uitextinputassistantitem/trailingbarbuttongroups: `var trailingBarButtonGroups:
  /// [UIBarButtonItemGroup] { get set }`
  open var trailingBarButtonGroups: [UIBarButtonItemGroup] = []
}

/// AD uibarbuttonitemgroup: `@MainActor class UIBarButtonItemGroup : NSObject` (iOS 9).
@MainActor open class UIBarButtonItemGroup: NSObject {}
