import { modules } from './modules/index.js';
import { mergeTypeDefs } from './modules/merge.js';
import { PUBLISHED_ORDER } from './modules/published-order.js';

/** The subgraph's SDL: the modules' slices (`modules/<feature>/module.graphql`) as one document. */
export const marketplaceTypeDefs = mergeTypeDefs(
  modules.map((m) => m.typeDefs),
  PUBLISHED_ORDER,
);
