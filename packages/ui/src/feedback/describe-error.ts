import { isApiError } from '@inventory/contracts';

export type ErrorSeverity = 'warning' | 'error';

/** What an error dialog says, as i18n keys plus the server's own (already localized) message when useful. */
export interface ErrorDescription {
  severity: ErrorSeverity;
  titleKey:
    | 'errors:requestError.title'
    | 'errors:serverError.title'
    | 'errors:notFound.title'
    | 'errors:conflict.title'
    | 'errors:unexpected.title'
    | 'errors:network.title';
  messageKey?:
    | 'errors:serverError.message'
    | 'errors:notFound.message'
    | 'errors:conflict.message'
    | 'errors:unexpected.message'
    | 'errors:network.message';
  serverMessage?: string;
}

function serverMessageOf(error: { error?: { message?: string | null } | undefined }): string | undefined {
  const text = error.error?.message?.trim();
  return text ? text : undefined;
}

/**
 * product-spec §8: 400/401/403 → "Request Error" with error.message; 500/502 (and the other 5xx) → "Server Error"
 * / "Server Unavailable"; 404 and 409 get an explanation; anything else → "An unexpected server error occurred.".
 * A request that never got an answer (fetch threw) is a network error.
 */
export function describeError(error: unknown): ErrorDescription {
  if (!isApiError(error)) {
    return error instanceof TypeError
      ? { severity: 'error', titleKey: 'errors:network.title', messageKey: 'errors:network.message' }
      : { severity: 'error', titleKey: 'errors:unexpected.title', messageKey: 'errors:unexpected.message' };
  }
  const serverMessage = serverMessageOf(error);
  switch (error.status) {
    case 400:
    case 401:
    case 403:
      return serverMessage
        ? { severity: 'warning', titleKey: 'errors:requestError.title', serverMessage }
        : {
            severity: 'warning',
            titleKey: 'errors:requestError.title',
            messageKey: 'errors:unexpected.message',
          };
    case 404:
      return {
        severity: 'warning',
        titleKey: 'errors:notFound.title',
        messageKey: 'errors:notFound.message',
        serverMessage,
      };
    case 409:
      return {
        severity: 'warning',
        titleKey: 'errors:conflict.title',
        messageKey: 'errors:conflict.message',
        serverMessage,
      };
    case 500:
    case 501:
    case 502:
    case 503:
    case 504:
      return {
        severity: 'error',
        titleKey: 'errors:serverError.title',
        messageKey: 'errors:serverError.message',
      };
    default:
      return {
        severity: 'error',
        titleKey: 'errors:unexpected.title',
        messageKey: 'errors:unexpected.message',
      };
  }
}
