import UIKit

extension UIView {
  /// Adds `subview` with Auto Layout, its top and bottom on `vertical`'s and its sides on
  /// `horizontal`'s: this view's own edges by default, or a guide such as the safe area or
  /// the layout margins.
  func addPinned(
    _ subview: UIView, vertically vertical: UILayoutGuide? = nil,
    horizontally horizontal: UILayoutGuide? = nil
  ) {
    subview.translatesAutoresizingMaskIntoConstraints = false
    addSubview(subview)
    NSLayoutConstraint.activate([
      subview.topAnchor.constraint(equalTo: vertical?.topAnchor ?? topAnchor),
      subview.bottomAnchor.constraint(equalTo: vertical?.bottomAnchor ?? bottomAnchor),
      subview.leadingAnchor.constraint(equalTo: horizontal?.leadingAnchor ?? leadingAnchor),
      subview.trailingAnchor.constraint(equalTo: horizontal?.trailingAnchor ?? trailingAnchor),
    ])
  }

  /// Adds `subview` with Auto Layout at the top of the safe area, `spacing` points below
  /// it, between this view's layout margins: a screen's header, list or first field.
  func addAtTop(_ subview: UIView, spacing: CGFloat) {
    subview.translatesAutoresizingMaskIntoConstraints = false
    addSubview(subview)
    NSLayoutConstraint.activate([
      subview.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: spacing),
      subview.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      subview.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
    ])
  }

  /// Fills this view with `scrollView`, which bounces vertically, and puts `form` in its
  /// content 24 pt from the top and the bottom, between this view's layout margins.
  ///
  /// The form scrolls vertically only: as wide as the scroll view, as tall as its content.
  /// Nothing here knows about the keyboard; the library insets the scroll view.
  func addScrolling(_ form: UIView, in scrollView: UIScrollView) {
    scrollView.alwaysBounceVertical = true
    addPinned(scrollView)
    form.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(form)
    let content = scrollView.contentLayoutGuide
    NSLayoutConstraint.activate([
      form.topAnchor.constraint(equalTo: content.topAnchor, constant: 24),
      form.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -24),
      form.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      form.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
      content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
    ])
  }
}
