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
  pageNotFound: {
    title: 'Page not found',
    message: 'There is no page at this address. It may have moved, or the link may be mistyped.',
    home: 'Back to the home page',
  },
  noAccess: {
    title: 'No access',
    message:
      'You do not have permission to open this page, or its feature is not enabled for your business. Ask your administrator if you need it.',
    home: 'Back to the home page',
  },
  signIn: {
    title: 'Sign-in failed',
    tryAgain: 'Try again',
    details: 'Details from the sign-in server: {{details}}',
    reasons: {
      stateMismatch: 'The sign-in response does not belong to this sign-in (state mismatch).',
      noMatchingState:
        'No matching sign-in was found in this browser. It may have expired or been started in another tab.',
      missingCode: 'The sign-in response carried no authorization code.',
      clientMismatch:
        'The sign-in response was meant for another application or server (client or authority mismatch).',
      missingSubject: 'The identity token carries no subject, so the user cannot be identified.',
      networkTimeout: 'The sign-in server did not answer in time (network timed out).',
      iframeTimeout: 'The sign-in server did not answer the background request in time (frame timed out).',
      network: 'The sign-in server could not be reached. Check your connection.',
      refused: 'The sign-in server refused the sign-in.',
      unknown: 'Something went wrong while signing you in.',
    },
  },
};
