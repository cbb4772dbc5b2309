/** Texts of this area (owned by its screen; zh-Hans mirrors every key). */
export const category = {
  title: 'Custom items',
  description: 'The category tree that SKUs are filed under. Codes are given by the system.',
  treeLabel: 'Categories',
  search: {
    label: 'Search categories',
    placeholder: 'Name or code',
    noMatch: 'No category matches “{{query}}”.',
  },
  fields: {
    name: 'Name',
    code: 'Code',
    sort: 'Sort order',
    color: 'Colour',
    parent: 'Parent category',
    noParent: 'None (top level)',
    noColor: 'No colour',
  },
  hints: {
    sort: 'Smaller numbers come first among siblings.',
    color: 'A CSS colour, e.g. #336699.',
  },
  actions: {
    createRoot: 'New top-level category',
    createChild: 'New sub-category',
    edit: 'Edit',
    moveUp: 'Move up',
    moveDown: 'Move down',
    delete: 'Delete',
  },
  dialogs: {
    createRootTitle: 'New top-level category',
    createChildTitle: 'New sub-category of “{{parent}}”',
    editTitle: 'Edit category',
  },
  details: {
    label: 'Selected category',
    none: 'Select a category in the tree to see it and act on it.',
    children: 'Sub-categories',
  },
  keyboard: {
    hint: 'Arrow keys move and open; {{edit}} edits; {{insert}} adds a sub-category; {{modifier}}+↑/↓ reorders; {{remove}} deletes.',
  },
  moved: 'The order was saved.',
  empty: 'No categories yet. Create the first top-level category to file SKUs under it.',
};
