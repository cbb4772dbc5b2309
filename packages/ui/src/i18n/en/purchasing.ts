/** Texts of purchasing (/sys/purchasing; owned by its screens; zh-Hans mirrors every key). */
export const purchasing = {
  title: 'Purchasing',
  description:
    'Purchase invoices: what you ordered from suppliers, what has been received, what is still open.',
  fields: {
    number: 'Number',
    supplier: 'Supplier',
    purchaseTime: 'Purchase time',
    total: 'Total',
    state: 'State',
    received: 'Received',
    creator: 'Created by',
    remarks: 'Remarks',
    skuName: 'SKU name',
    discarded: 'Discarded',
  },
  discardedFilter: {
    hidden: 'Not shown',
    shown: 'Shown',
  },
  progress: {
    label: 'Received {{received}} of {{ordered}}',
    none: 'No lines',
  },
  actions: {
    discard: 'Discard',
    finish: 'Finish',
  },
  confirm: {
    discardTitle: 'Discard purchase {{number}}?',
    discardMessage:
      'Purchase {{number}} will be discarded: it stays in the list as discarded and cannot be changed.',
    finishTitle: 'Finish purchase {{number}}?',
    finishMessage: 'Purchase {{number}} will be finished: what is not received yet will not be received.',
  },
  messages: {
    discarded: 'Purchase {{number}} discarded.',
    finished: 'Purchase {{number}} finished.',
    deleted: 'Purchase {{number}} deleted.',
  },
  editor: {
    newTitle: 'New purchase',
    title: 'Purchase {{number}}',
    back: 'Back to purchasing',
    lines: 'Lines',
    line: 'Line {{index}}',
    sku: 'SKU {{index}}',
    count: 'Count {{index}}',
    price: 'Price {{index}}',
    batchNumber: 'Batch number {{index}}',
    batchHint: 'Empty: the date of receipt',
    lineTotal: 'Total of line {{index}}',
    removeLine: 'Remove line {{index}}',
    addLine: 'Add line',
    total: 'Total',
    purchaseDate: 'Purchase date',
    saveDraft: 'Save draft',
    submit: 'Submit',
    readOnly: 'Only a draft can be changed.',
    submitTitle: 'Submit purchase?',
    submitMessage:
      'Once submitted, the purchase can no longer be changed. Receive its lines now into a warehouse, or leave the warehouse empty to receive them later.',
    receiveInto: 'Receive now into',
    saved: 'Purchase {{number}} saved as a draft.',
    submitted: 'Purchase {{number}} submitted.',
  },
  empty: 'No purchases match. Purchases appear here once they are saved.',
};
