export const warehouse = {
  warehouse: {
    title: 'Warehouses',
    description: 'Places that hold stock.',
    fields: {
      name: 'Name',
      address: 'Address',
      telePhone: 'Telephone',
      remarks: 'Remarks',
    },
    actions: {
      create: 'New warehouse',
      edit: 'Edit warehouse',
      delete: 'Delete warehouse',
    },
    filters: {
      search: 'Name, address or telephone',
    },
    dialogs: {
      createTitle: 'New warehouse',
      editTitle: 'Edit warehouse',
    },
    empty: 'No warehouses yet. Create the first one to start receiving stock.',
  },
};
