export { createHandlers } from './create-handlers.ts';
export { createMockFetch } from './mock-fetch.ts';
export {
  createFixtureStore,
  mockClockStart,
  type FixtureData,
  type FixtureStore,
  type MockBalance,
  type MockBatch,
  type MockMovement,
  type MockTenant,
  type MockUser,
  type Owned,
} from './store.ts';
export { demoData, demoIds, demoPassword } from './fixtures.ts';
export { createScenarios, type Scenarios } from './scenarios.ts';
export {
  mockEndpoint,
  mockPath,
  resolveTenant,
  type MockContext,
  type MockOptions,
  type MockResolver,
} from './mock-endpoint.ts';
export { MockAbpError, abpErrorResponse, business, conflict, notFound, validationFailed } from './respond.ts';
export { applicationConfigurationFor, cultureOf } from './handlers/abp.ts';
