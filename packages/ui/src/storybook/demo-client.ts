import { createApiClient } from '@inventory/contracts';

/** Story-only: the real typed client, answered by the MSW handlers (same origin, demo tenant, English). */
export const demoClient = createApiClient({ getLanguage: () => 'en', getTenant: () => 'demo' });
