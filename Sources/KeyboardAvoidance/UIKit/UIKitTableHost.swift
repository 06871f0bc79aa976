#if canImport(UIKit)
  import Foundation
  import KeyboardAvoidanceCore
  import KeyboardAvoidanceEngine
  import UIKit

  /// A `UITableView`'s adapter: its rows, section headers and footers, and header and
  /// footer views, for navigation (rules F2 for cells, F6).
  @MainActor
  final class UIKitTableHost: UIKitScrollHost, UIKitRowListHost {
    private var table: UITableView? { scrollView as? UITableView }

    /// `numberOfSections`.
    var rowListSectionCount: Int { table?.numberOfSections ?? 0 }

    /// `numberOfRows(inSection:)`.
    func rowListRowCount(inSection section: Int) -> Int {
      table?.numberOfRows(inSection: section) ?? 0
    }

    /// `rectForRow(at:)`.
    func rowListRect(ofRow path: RowPath) -> CGRect {
      table?.rectForRow(at: IndexPath(row: path.row, section: path.section)) ?? .zero
    }

    /// `indexPath(for:)`, else `indexPathForRow(at:)` of the cell's centre.
    func indexPath(of cell: UIView) -> IndexPath? {
      guard let table, let cell = cell as? UITableViewCell else { return nil }
      return table.indexPath(for: cell)
        ?? table.indexPathForRow(
          at: table.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), from: cell))
    }

    /// `cellForRow(at:)`.
    func cell(at path: RowPath) -> UIView? {
      table?.cellForRow(at: IndexPath(row: path.row, section: path.section))
    }

    /// The `tableHeaderView` or `tableFooterView` above `view`, or its section's header or
    /// footer view.
    ///
    /// - Complexity: O(depth of `view`) for the table's views; O(sections) for a section's,
    ///   whose view UIKit does not tell the section of.
    func supplementItem(containing view: UIView) -> RowListItem? {
      guard let table else { return nil }
      var current = view.superview
      while let candidate = current, candidate !== table {
        if candidate === table.tableHeaderView { return .tableHeader }
        if candidate === table.tableFooterView { return .tableFooter }
        if let headerFooter = candidate as? UITableViewHeaderFooterView {
          return section(of: headerFooter, in: table)
        }
        current = candidate.superview
      }
      return nil
    }

    /// The header or footer a section's view shows: the one UIKit lists it as, else (a view
    /// scrolled off, kept for its first responder) the one under its centre.
    private func section(of view: UITableViewHeaderFooterView, in table: UITableView)
      -> RowListItem?
    {
      let sections = 0..<table.numberOfSections
      for section in sections {
        if table.headerView(forSection: section) === view { return .sectionHeader(section) }
        if table.footerView(forSection: section) === view { return .sectionFooter(section) }
      }
      let centre = table.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), from: view)
      for section in sections {
        if table.rectForHeader(inSection: section).contains(centre) {
          return .sectionHeader(section)
        }
        if table.rectForFooter(inSection: section).contains(centre) {
          return .sectionFooter(section)
        }
      }
      return nil
    }

    /// `tableHeaderView`, `headerView(forSection:)`, `footerView(forSection:)`,
    /// `tableFooterView`.
    func supplementView(for item: RowListItem) -> UIView? {
      guard let table else { return nil }
      switch item {
      case .tableHeader: return table.tableHeaderView
      case .sectionHeader(let section): return table.headerView(forSection: section)
      case .sectionFooter(let section): return table.footerView(forSection: section)
      case .tableFooter: return table.tableFooterView
      case .row: return nil
      }
    }

    /// `rectForHeader(inSection:)`, `rectForFooter(inSection:)`, or the table's header or
    /// footer view's frame.
    func supplementRect(of item: RowListItem) -> CGRect {
      guard let table else { return .zero }
      switch item {
      case .tableHeader: return table.tableHeaderView?.frame ?? .zero
      case .sectionHeader(let section): return table.rectForHeader(inSection: section)
      case .sectionFooter(let section): return table.rectForFooter(inSection: section)
      case .tableFooter: return table.tableFooterView?.frame ?? .zero
      case .row: return .zero
      }
    }
  }
#endif
