import { catalogueRoutes } from './marketplace-catalogue.js';
import { usageRoutes } from './marketplace-usage.js';
import { webhookRoutes } from './marketplace-webhooks.js';

/** The marketplace's routes (`/v1`), in the order they are registered and documented. */
export const marketplaceRoutes = [...catalogueRoutes, ...usageRoutes, ...webhookRoutes];
