import Roles
import TextUI

/// The list's view: the table's data source, told of changes by its view model.
public final class ListViewController: ViewController, ListViewModelDelegate, Role.View {
    let viewModel: ListViewModel
    let table = TableView()

    public init(viewModel: ListViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    public override func loadView() {
        table.register(ItemCell.self, forCellReuseIdentifier: "item")
        table.dataSource = self
        viewModel.delegate = self
        view = table
    }

    public func itemsDidChange() {
        table.reloadData()
    }
}

extension ListViewController: TableViewDataSource {
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.items.count
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
        -> TableViewCell
    {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        cell.textLabel?.text = viewModel.items[indexPath.row]
        return cell
    }
}
