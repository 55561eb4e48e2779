import { afterAll, beforeAll } from 'vitest';
import { inProcessTarget, type ContractTarget } from '../testkit/target.js';
import { MEMORY_SUITE_ENV, memorySuite } from './memory-suite.js';

// The memory contract against the whole service in this process; test/e2e/processes.int.ts runs the
// same suite against the service split into its processes.
let t: ContractTarget;
beforeAll(async () => {
  t = await inProcessTarget(MEMORY_SUITE_ENV);
});
afterAll(() => t?.close());

memorySuite(() => t);
