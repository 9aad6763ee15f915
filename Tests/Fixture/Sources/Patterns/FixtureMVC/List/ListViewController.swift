import Roles
import TextUI

/// The list in MVC: the controller holds the items and is the table's data source.
public final class ListViewController: ViewController, Role.Controller {
    let table = TableView()
    var items = ["a", "b"]

    public override func loadView() {
        table.register(ItemCell.self, forCellReuseIdentifier: "item")
        table.dataSource = self
        view = table
    }
}
