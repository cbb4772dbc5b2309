export const tenant = {
  title: 'Tenants',
  description: 'The businesses that use this installation: each has its own users, data and features.',
  empty: 'No tenant matches.',
  searchBy: 'Tenant name',
  fields: {
    name: 'Name',
    adminEmailAddress: "Administrator's email",
    adminPassword: "Administrator's password",
  },
  nameRule:
    'English letters, digits, - and _ only, starting with a letter or digit, at most 64 characters. People type it when they sign in.',
  adminHint:
    'The tenant gets a user named "{{userName}}" with this email and password, holding every permission.',
  actions: { create: 'New tenant', features: 'Features' },
  dialogs: {
    createTitle: 'New tenant',
    editTitle: 'Rename tenant "{{name}}"',
    featuresTitle: 'Features of "{{name}}"',
    loadingFeatures: 'Loading the features…',
  },
  features: {
    intro:
      'A feature that is off disappears for everyone in this tenant at their next request: its menu entries go away and its permissions are no longer granted, whatever their roles say. Its data is kept and comes back when it is turned on again.',
    names: {
      Stock: 'Stock',
      Purchase: 'Purchasing',
      Production: 'Production',
      Market: 'Sales',
      Supplier: 'Suppliers',
      Sku: 'SKUs',
      Warehouse: 'Warehouses',
    },
    hides: 'Off hides the menu entries: {{entries}}.',
    refuses: 'Off refuses the permissions of: {{areas}}.',
    hidesAndRefuses: 'Off hides the menu entries: {{entries}}. Off refuses the permissions of: {{areas}}.',
    listSeparator: ', ',
    saved: 'The features of "{{name}}" are saved; they apply from its next request.',
  },
};
