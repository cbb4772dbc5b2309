/** Texts of product-spec §8 and abp-contract.md "Errors". */
export const errors = {
  requestError: { title: 'Request Error' },
  serverError: { title: 'Server Error', message: 'Server Unavailable' },
  notFound: {
    title: 'Not Found',
    message: 'The item no longer exists. It may have been deleted by someone else; reload the list.',
  },
  conflict: {
    title: 'Data Changed',
    message: 'The data you have submitted has already changed. Reload it and make your change again.',
  },
  unexpected: { title: 'Error', message: 'An unexpected server error occurred.' },
  network: { title: 'Network Error', message: 'The server could not be reached. Check your connection.' },
};
