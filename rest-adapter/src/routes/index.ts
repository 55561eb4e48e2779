import type { RestRoute } from '../route.js';
import { marketplaceRoutes } from './marketplace.js';
import { memoryRoutes } from './memory.js';

/** Every REST route the service answers, in one table. */
export const routes: RestRoute[] = [...memoryRoutes, ...marketplaceRoutes];

/** The names of the operations the routes run: the only client-side operation names metrics label by. */
export const operationNames: ReadonlySet<string> = new Set(
  routes.flatMap((r) => r.operation.definitions.flatMap((d) => (d.kind === 'OperationDefinition' && d.name ? [d.name.value] : []))),
);
