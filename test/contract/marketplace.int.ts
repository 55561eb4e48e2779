import { afterAll, beforeAll } from 'vitest';
import { inProcessTarget, type ContractTarget } from '../testkit/target.js';
import { MARKETPLACE_SUITE_ENV, marketplaceSuite } from './marketplace-suite.js';

// The marketplace contract against the whole service in this process; test/e2e/processes.int.ts runs
// the same suite against the service split into its processes. On a database of its own, as there:
// the suite adds APIs to the catalogue while it pages, which other test files' listings must not see.
let t: ContractTarget;
beforeAll(async () => {
  t = await inProcessTarget(MARKETPLACE_SUITE_ENV, { ownDatabase: true });
});
afterAll(() => t?.close());

marketplaceSuite(() => t);
