#if canImport(UIKit)
  import Foundation
  import KeyboardAvoidanceCore
  import UIKit

  /// The Previous / Next / Done bar the library gives an input (rule T1).
  ///
  /// A `UIToolbar` set as the input's `inputAccessoryView`, so UIKit puts it above the
  /// keyboard and counts it in the keyboard frame it reports. Previous and Next are chevrons
  /// with VoiceOver labels in the app's language from the library's resource bundle; Done is
  /// UIKit's own system item, which UIKit localizes. Between them, the app's title (a text
  /// field's placeholder) when it asks for one. The bar keeps UIKit's 44 pt under Dynamic
  /// Type: its symbols and title have a fixed size, and its buttons and title offer the
  /// large content viewer instead, as UIKit's own bars do.
  @MainActor
  final class KeyboardToolbar: UIToolbar {
    /// The bar's height, the same at every text size.
    static let height: CGFloat = 44
    /// The bar's accessibility identifier, by which an app's UI tests find it.
    static let identifier = "KeyboardAvoidance.toolbar"
    private var perform: (@MainActor @Sendable (ToolbarButton) -> Void)?
    /// SwiftUI's empty accessory view the bar took the place of, put back with the app's
    /// keyboard toolbar in it or when the bar goes (rule T1).
    private var displaced: UIView?
    /// Previous and Next: buttons, so that they offer the large content viewer themselves.
    let previousButton = UIButton(type: .system)
    let nextButton = UIButton(type: .system)
    private lazy var previousItem = UIBarButtonItem(customView: previousButton)
    private lazy var nextItem = UIBarButtonItem(customView: nextButton)
    /// The title between the buttons.
    let titleLabel = UILabel()
    private lazy var titleItem = UIBarButtonItem(customView: titleLabel)
    private lazy var doneItem = UIBarButtonItem(
      barButtonSystemItem: .done, target: self, action: #selector(doneTapped))

    override init(frame: CGRect) {
      super.init(frame: frame)
      let labels = ToolbarLabels.labels(
        language: Bundle.main.preferredLocalizations.first ?? "en")
      chevron(
        previousButton, "chevron.up", label: labels.previous, action: #selector(previousTapped))
      chevron(nextButton, "chevron.down", label: labels.next, action: #selector(nextTapped))
      // A fixed size: the title's large content viewer shows it larger (rule T1).
      titleLabel.font = .systemFont(ofSize: 13)
      titleLabel.adjustsFontForContentSizeCategory = false
      titleLabel.textColor = .secondaryLabel
      titleLabel.showsLargeContentViewer = true
      // Sized by its text and at most 200 pt wide, so that Done keeps its place.
      titleLabel.translatesAutoresizingMaskIntoConstraints = false
      titleLabel.widthAnchor.constraint(lessThanOrEqualToConstant: 200).isActive = true
      addInteraction(UILargeContentViewerInteraction(delegate: nil))
      accessibilityIdentifier = Self.identifier
      setItems(titled: nil)
      sizeToFit()
    }

    required init?(coder: NSCoder) {
      nil
    }

    /// The bar's own height at every text size (Dynamic Type leaves it 44 pt).
    override func sizeThatFits(_ size: CGSize) -> CGSize {
      CGSize(width: super.sizeThatFits(size).width, height: Self.height)
    }

    /// The text of the title between the buttons, `nil` for none.
    var title: String? { titleLabel.text }

    /// Gives `input` a bar, or updates the one it has.
    ///
    /// An accessory view of the app's own stays, and then this returns `false`. SwiftUI's
    /// empty accessory view makes way for the bar, and gets its place back once it holds
    /// the app's keyboard toolbar (``ToolbarSlot``).
    static func show(
      on input: AnyObject, canMoveBack: Bool, canMoveForward: Bool, tint: UIColor?,
      title: String?, perform: @escaping @MainActor @Sendable (ToolbarButton) -> Void
    ) -> Bool {
      let accessory = accessoryView(of: input)
      let current = accessory as? KeyboardToolbar
      switch ToolbarSlot.decide(
        accessory: accessory, displaced: current?.displaced, isBar: { $0 is KeyboardToolbar })
      {
      case .stepAside: return false
      case .giveBack:
        setAccessoryView(current?.displaced, of: input)
        return false
      case .take, .update: break
      }
      // A bar made with a zero frame breaks its content view's constraints before UIKit
      // sizes it to the keyboard's width; start from a phone's width and the bar's height.
      let bar = current ?? KeyboardToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: height))
      bar.previousItem.isEnabled = canMoveBack
      bar.previousButton.isEnabled = canMoveBack
      bar.nextItem.isEnabled = canMoveForward
      bar.nextButton.isEnabled = canMoveForward
      bar.tintColor = tint
      if bar.title != title { bar.setItems(titled: title) }
      bar.perform = perform
      if current == nil {
        bar.displaced = accessory
        setAccessoryView(bar, of: input)
      }
      return true
    }

    /// Takes out the bar `input` has from the library, putting back SwiftUI's accessory view
    /// it took the place of; leaves any other accessory view.
    static func remove(from input: AnyObject) {
      guard let bar = accessoryView(of: input) as? KeyboardToolbar else { return }
      setAccessoryView(bar.displaced, of: input)
    }

    private static func accessoryView(of input: AnyObject) -> UIView? {
      (input as? UITextField)?.inputAccessoryView ?? (input as? UITextView)?.inputAccessoryView
    }

    /// Sets the accessory view; UIKit shows a change to the first responder's only after
    /// `reloadInputViews()`.
    private static func setAccessoryView(_ view: UIView?, of input: AnyObject) {
      if let field = input as? UITextField {
        field.inputAccessoryView = view
        if field.isFirstResponder { field.reloadInputViews() }
      } else if let textView = input as? UITextView {
        textView.inputAccessoryView = view
        if textView.isFirstResponder { textView.reloadInputViews() }
      }
    }

    /// Previous, Next, the title between flexible spaces when there is one, Done.
    private func setItems(titled title: String?) {
      titleLabel.text = title
      titleLabel.largeContentTitle = title
      titleLabel.sizeToFit()
      let space = { UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil) }
      items =
        title == nil
        ? [previousItem, nextItem, space(), doneItem]
        : [previousItem, nextItem, space(), titleItem, space(), doneItem]
    }

    /// Makes `button` a chevron of a fixed size, so that the bar keeps its height at every
    /// text size, labelled `label` for VoiceOver and the large content viewer, which shows
    /// it larger when the user holds it at an accessibility text size.
    private func chevron(_ button: UIButton, _ name: String, label: String, action: Selector) {
      let image = UIImage(
        systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: 17))
      button.setImage(image, for: .normal)
      button.addTarget(self, action: action, for: .touchUpInside)
      button.accessibilityLabel = label
      button.showsLargeContentViewer = true
      button.largeContentTitle = label
      button.largeContentImage = image
      button.scalesLargeContentImage = true
      button.translatesAutoresizingMaskIntoConstraints = false
      button.widthAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true
      button.heightAnchor.constraint(equalToConstant: Self.height).isActive = true
    }

    @objc private func previousTapped() { perform?(.previous) }
    @objc private func nextTapped() { perform?(.next) }
    @objc private func doneTapped() { perform?(.done) }
  }
#endif
