import { readFileSync } from 'node:fs';
import type { MarketplaceModule } from '../shared/deps.js';
import { ApiListing } from './resolvers/ApiListing.js';
import { api } from './resolvers/Query/api.js';
import { apis } from './resolvers/Query/apis.js';
import { catalogue } from './resolvers/Query/catalogue.js';
import { categories } from './resolvers/Query/categories.js';
import { categoryList } from './resolvers/Query/categoryList.js';
import { searchApis } from './resolvers/Query/searchApis.js';

/** The catalogue: listed APIs, their plans and categories, and search. */
export const catalogueModule: MarketplaceModule = {
  name: 'catalogue',
  typeDefs: readFileSync(new URL('./module.graphql', import.meta.url), 'utf8'),
  resolvers: (deps) => ({
    ApiListing: ApiListing(deps),
    Query: {
      apis: apis(deps),
      catalogue: catalogue(deps),
      api: api(deps),
      searchApis: searchApis(deps),
      categories: categories(deps),
      categoryList: categoryList(deps),
    },
  }),
};
