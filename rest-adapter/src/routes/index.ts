import type { RestRoute } from '../route.js';
import { marketplaceRoutes } from './marketplace.js';
import { memoryRoutes } from './memory.js';

/** Every REST route the service answers, in one table. */
export const routes: RestRoute[] = [...memoryRoutes, ...marketplaceRoutes];
