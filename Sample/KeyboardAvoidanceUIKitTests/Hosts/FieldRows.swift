import UIKit

/// The rows of ``FormScenarios``, 44 pt each, a text field in the rows that have a
/// Return key, for a table or a collection view.
@MainActor
final class FieldRows: NSObject, UITableViewDataSource, UICollectionViewDataSource {
  private let returnKeys: [Int: UIReturnKeyType]

  /// Rows whose fields are in `rows` with their Return keys.
  init(_ rows: [Int: UIReturnKeyType]) {
    returnKeys = rows
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    FormScenarios.rowCount
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    fill(cell.contentView, row: indexPath.row)
    return cell
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    FormScenarios.rowCount
  }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    fill(cell.contentView, row: indexPath.item)
    return cell
  }

  /// Puts `row`'s field, with an empty input view (see ``KeyboardQuiet``), in a cell.
  private func fill(_ content: UIView, row: Int) {
    for view in content.subviews { view.removeFromSuperview() }
    guard let key = returnKeys[row] else { return }
    let field = UIKitStage.textField(frame: FormScenarios.fieldInCell)
    field.returnKeyType = key
    content.addSubview(field)
  }
}
