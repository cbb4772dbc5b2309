/** Texts of this area (owned by its screen; zh-Hans mirrors every key). */
export const supplier = {
  title: 'Suppliers',
  description: 'Who you buy stock from.',
  fields: {
    name: 'Name',
    contact: 'Contact',
    telePhone: 'Telephone',
    address: 'Address',
    remarks: 'Remarks',
  },
  filters: {
    search: 'Supplier name',
  },
  actions: {
    create: 'New supplier',
  },
  dialogs: {
    createTitle: 'New supplier',
    editTitle: 'Edit supplier',
  },
  empty: 'No suppliers yet. Add the first one to start buying stock.',
};
