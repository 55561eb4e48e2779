import type { PrintOrder } from './merge.js';

/**
 * The order the marketplace's SDL had when it was one file, which the composed schemas
 * (`gateway/generated/`) print in: the modules keep it, so splitting the schema changed none of them.
 * A new type or field need not be listed: it follows the listed ones, in module order.
 */
export const PUBLISHED_ORDER: PrintOrder = {
  types: [
    'Node', 'Store', 'MemoryRecord', 'DateTime', 'Account', 'ApiKey', 'AuthorizedApp', 'Pricing', 'Plan', 'ApiListing',
    'ApiSort', 'CategoryList', 'ApiList', 'ApiSearchHit', 'ApiSearchResult', 'Category', 'SubscriptionStatus',
    'ApiSubscription', 'SubscriptionList', 'JSON', 'CreateSubscriptionInput', 'Introspection', 'WebhookEndpoint',
    'WebhookEndpointList', 'CreateWebhookInput', 'CreateApiKeyInput', 'CreateAlertInput', 'Query', 'Mutation',
    'AccountTier', 'PricingModel', 'ApiStatus', 'TokenType', 'WebhookEndpointStatus', 'WebhookDeliveryStatus',
    'InvoiceStatus', 'Granularity', 'UsagePeriod', 'ApiUsageTotal', 'UsageSummary', 'UsagePoint', 'ApiUsage',
    'RealtimeApiUsage', 'RealtimeUsage', 'Invoice', 'InvoiceList', 'WebhookDelivery', 'WebhookDeliveryList',
    'DeleteWebhookPayload', 'Alert', 'AlertList', 'PageInfo', 'ApiKeyConnection', 'ApiKeyEdge',
    'ApiSubscriptionConnection', 'ApiSubscriptionEdge', 'WebhookEndpointConnection', 'WebhookEndpointEdge',
    'WebhookDeliveryConnection', 'WebhookDeliveryEdge', 'InvoiceConnection', 'InvoiceEdge', 'ApiListingConnection',
    'ApiListingEdge', 'UserError', 'UserErrorCode', 'CreateSubscriptionPayload', 'CreateWebhookPayload',
    'CreateAlertPayload', 'AuthorizedAppConnection', 'AuthorizedAppEdge', 'CreateApiKeyPayload', 'RevokeApiKeyPayload',
    'RevokeAuthorizedAppPayload',
  ],
  fields: {
    Account: ['id', 'globalId', 'name', 'tier', 'apiKeys', 'keys', 'subscriptions', 'webhooks', 'invoices', 'authorizedApps'],
    Query: [
      'viewer', 'node', 'nodes', 'apis', 'catalogue', 'api', 'searchApis', 'categories', 'categoryList', 'subscription', 'subscriptions',
      'usage', 'apiUsage', 'realtimeUsage', 'invoices', 'webhooks', 'webhook', 'webhookDeliveries', 'alerts', 'introspect',
    ],
    Mutation: [
      'createSubscription', 'updateSubscription', 'cancelSubscription', 'createWebhook', 'deleteWebhook', 'retryWebhookDelivery',
      'createAlert', 'sendTestWebhookEvent', 'rotateWebhookSecret', 'createApiKey', 'revokeApiKey', 'revokeAuthorizedApp',
    ],
  },
};
