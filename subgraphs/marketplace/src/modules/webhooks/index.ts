import { readFileSync } from 'node:fs';
import type { MarketplaceModule } from '../shared/deps.js';
import { Account } from './resolvers/Account.js';
import { createWebhook } from './resolvers/Mutation/createWebhook.js';
import { deleteWebhook } from './resolvers/Mutation/deleteWebhook.js';
import { retryWebhookDelivery } from './resolvers/Mutation/retryWebhookDelivery.js';
import { rotateWebhookSecret } from './resolvers/Mutation/rotateWebhookSecret.js';
import { sendTestWebhookEvent } from './resolvers/Mutation/sendTestWebhookEvent.js';
import { webhook } from './resolvers/Query/webhook.js';
import { webhookDeliveries } from './resolvers/Query/webhookDeliveries.js';
import { webhooks } from './resolvers/Query/webhooks.js';
import { WebhookEndpoint } from './resolvers/WebhookEndpoint.js';

/** Webhook endpoints and the deliveries of the account's events to them. */
export const webhooksModule: MarketplaceModule = {
  name: 'webhooks',
  typeDefs: readFileSync(new URL('./module.graphql', import.meta.url), 'utf8'),
  resolvers: (deps) => ({
    Account: Account(deps),
    WebhookEndpoint: WebhookEndpoint(deps),
    Query: {
      webhooks: webhooks(deps),
      webhook: webhook(deps),
      webhookDeliveries: webhookDeliveries(deps),
    },
    Mutation: {
      createWebhook: createWebhook(deps),
      sendTestWebhookEvent: sendTestWebhookEvent(deps),
      rotateWebhookSecret: rotateWebhookSecret(deps),
      deleteWebhook: deleteWebhook(deps),
      retryWebhookDelivery: retryWebhookDelivery(deps),
    },
  }),
};
