import { readFileSync } from 'node:fs';
import { DateTimeScalar } from '../../../../../common/src/date-time.js';
import type { MarketplaceModule } from './deps.js';
import { JSONScalar } from './resolvers/JSON.js';
import { MemoryRecord } from './resolvers/MemoryRecord.js';
import { Node } from './resolvers/Node.js';
import { node } from './resolvers/Query/node.js';
import { nodes } from './resolvers/Query/nodes.js';
import { Store } from './resolvers/Store.js';

/** What every module uses: the scalars, `Node` and global ids, `PageInfo`, `UserError`, the federation link, and the root types. */
export const sharedModule: MarketplaceModule = {
  name: 'shared',
  typeDefs: readFileSync(new URL('./module.graphql', import.meta.url), 'utf8'),
  resolvers: (deps) => ({
    JSON: JSONScalar,
    DateTime: DateTimeScalar,
    Node,
    Store,
    MemoryRecord,
    Query: {
      node: node(deps),
      nodes: nodes(deps),
    },
  }),
};
