/** Texts of the screen kit: the data table, the filter bar and the form fields every screen shares. */
export const kit = {
  table: {
    selectAll: 'Select all rows on this page',
    selectRow: 'Select {{name}}',
    selected_one: '{{count}} row selected',
    selected_other: '{{count}} rows selected',
    clearSelection: 'Clear selection',
    bulkActions: 'Actions for the selected rows',
    noPermission: 'No access',
    noPermissionHint: 'You do not have the permission to see this list. Ask an administrator for access.',
  },
  columns: {
    code: 'Code',
    name: 'Name',
    unit: 'Unit',
    quantity: 'Quantity',
    price: 'Price',
    cost: 'Cost',
    amount: 'Amount',
    category: 'Category',
    remarks: 'Remarks',
  },
  filters: {
    label: 'Filters',
    active: 'Active filters',
    remove: 'Remove filter {{name}}',
    any: 'All',
  },
  picker: {
    placeholder: 'Type a code or name',
    searching: 'Searching…',
    noResults: 'Nothing found',
    clear: 'Clear',
    open: 'Show choices',
    searchFailed: 'The search failed. Type again to retry.',
  },
  fields: {
    on: 'On',
    off: 'Off',
    choose: 'Choose…',
  },
};
