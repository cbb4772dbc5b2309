/**
 * Story-only: messages as the server sends them (ABP's `error.message` / validation messages, already localized
 * by the server). They are the server's data that the ui displays verbatim, not ui texts, so they live here.
 */
export const serverMessages = {
  incorrectPassword: 'Incorrect password.',
  internalFailure: 'boom',
  userNameTaken: "User name 'admin' is already taken.",
  requestNotValid: 'Your request is not valid!',
  emailTaken: "Email 'admin@demo.example' is already taken.",
  addressOutsideCountry: 'The address must be in the tenant’s country.',
  telephoneNotValid: 'The Telephone field is not a valid phone number.',
  duplicateWarehouse: "A warehouse named 'Main Warehouse' already exists.",
  featureDisabled: 'The feature Inventory.Warehouse is not enabled.',
  supplierInUse: 'Supplier is in use.',
} as const;
