#if canImport(UIKit)
  import Foundation
  import KeyboardAvoidanceCore
  import UIKit

  /// The Previous / Next / Done bar the library gives an input (rule T1).
  ///
  /// A `UIToolbar` set as the input's `inputAccessoryView`, so UIKit puts it above the
  /// keyboard and counts it in the keyboard frame it reports. Previous and Next are chevrons
  /// (SF Symbols sized by the body text style, so they follow Dynamic Type) with VoiceOver
  /// labels in the app's language; Done is UIKit's own system item, which UIKit localizes.
  @MainActor
  final class KeyboardToolbar: UIToolbar {
    private var perform: (@MainActor @Sendable (ToolbarButton) -> Void)?
    private lazy var previousItem = chevron("chevron.up", action: #selector(previousTapped))
    private lazy var nextItem = chevron("chevron.down", action: #selector(nextTapped))

    override init(frame: CGRect) {
      super.init(frame: frame)
      let labels = ToolbarButton.labels(language: Bundle.main.preferredLocalizations.first ?? "en")
      previousItem.accessibilityLabel = labels.previous
      nextItem.accessibilityLabel = labels.next
      items = [
        previousItem, nextItem,
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
        UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(doneTapped)),
      ]
      sizeToFit()
    }

    required init?(coder: NSCoder) {
      nil
    }

    /// Gives `input` a bar, or updates the one it has; an accessory view of the app's own
    /// stays, and then this returns `false`.
    static func show(
      on input: AnyObject, canMoveBack: Bool, canMoveForward: Bool,
      perform: @escaping @MainActor @Sendable (ToolbarButton) -> Void
    ) -> Bool {
      let current = accessoryView(of: input)
      guard current == nil || current is KeyboardToolbar else { return false }
      // A bar made with a zero frame breaks its content view's constraints before UIKit
      // sizes it to the keyboard's width; start from a phone's width and the bar's height.
      let bar =
        current as? KeyboardToolbar
        ?? KeyboardToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
      bar.previousItem.isEnabled = canMoveBack
      bar.nextItem.isEnabled = canMoveForward
      bar.perform = perform
      if current == nil { setAccessoryView(bar, of: input) }
      return true
    }

    /// Takes out the bar `input` has from the library; leaves any other accessory view.
    static func remove(from input: AnyObject) {
      guard accessoryView(of: input) is KeyboardToolbar else { return }
      setAccessoryView(nil, of: input)
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

    private func chevron(_ name: String, action: Selector) -> UIBarButtonItem {
      let image = UIImage(
        systemName: name, withConfiguration: UIImage.SymbolConfiguration(textStyle: .body))
      return UIBarButtonItem(image: image, style: .plain, target: self, action: action)
    }

    @objc private func previousTapped() { perform?(.previous) }
    @objc private func nextTapped() { perform?(.next) }
    @objc private func doneTapped() { perform?(.done) }
  }
#endif
