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
  empty: 'No purchases match. Purchases appear here once they are saved.',
};
