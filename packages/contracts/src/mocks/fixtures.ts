import type { FixtureData } from './fixture-data.ts';
import { catalogueFixtures } from './fixtures/catalogue.ts';
import { documentFixtures } from './fixtures/documents.ts';
import { identityFixtures } from './fixtures/identity.ts';
import { stockFixtures } from './fixtures/stock.ts';

// Demo data (business-rules.md §9 "Seed"): a `demo` tenant with its admin, all features on, every tenant
// permission granted to `admin`, English and Chinese names; a second tenant proves tenant filtering.
export { demoIds, demoPassword } from './fixtures/ids.ts';

export const demoData: FixtureData = {
  ...identityFixtures,
  ...catalogueFixtures,
  ...documentFixtures,
  ...stockFixtures,
};
