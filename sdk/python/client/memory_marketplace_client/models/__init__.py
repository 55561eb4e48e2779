"""Contains all the data models used in inputs/outputs"""

from .alert import Alert
from .alert_object import AlertObject
from .alerts_response_200 import AlertsResponse200
from .alerts_response_200_object import AlertsResponse200Object
from .alerts_service_version import AlertsServiceVersion
from .api_detail import ApiDetail
from .api_detail_object import ApiDetailObject
from .api_detail_pricing import ApiDetailPricing
from .api_detail_pricing_plans_item import ApiDetailPricingPlansItem
from .api_listing import ApiListing
from .api_listing_pricing import ApiListingPricing
from .api_usage import ApiUsage
from .api_usage_period import ApiUsagePeriod
from .api_usage_service_version import ApiUsageServiceVersion
from .api_usage_timeseries_item import ApiUsageTimeseriesItem
from .bulk_import import BulkImport
from .bulk_import_status_body import BulkImportStatusBody
from .bulk_store_body import BulkStoreBody
from .bulk_store_body_metadata_type_0 import BulkStoreBodyMetadataType0
from .cancel_subscription_service_version import CancelSubscriptionServiceVersion
from .categories_response_200 import CategoriesResponse200
from .categories_response_200_object import CategoriesResponse200Object
from .categories_service_version import CategoriesServiceVersion
from .category import Category
from .category_object import CategoryObject
from .client_registration import ClientRegistration
from .client_registration_grant_types_item import ClientRegistrationGrantTypesItem
from .client_registration_response_types_item import ClientRegistrationResponseTypesItem
from .client_registration_token_endpoint_auth_method import ClientRegistrationTokenEndpointAuthMethod
from .create_alert_body import CreateAlertBody
from .create_alert_body_channels_item import CreateAlertBodyChannelsItem
from .create_alert_service_version import CreateAlertServiceVersion
from .create_store_body import CreateStoreBody
from .create_store_response_200 import CreateStoreResponse200
from .create_subscription_body import CreateSubscriptionBody
from .create_subscription_body_metadata import CreateSubscriptionBodyMetadata
from .create_subscription_service_version import CreateSubscriptionServiceVersion
from .create_webhook_body import CreateWebhookBody
from .create_webhook_service_version import CreateWebhookServiceVersion
from .delete_webhook_response_200 import DeleteWebhookResponse200
from .delete_webhook_response_200_object import DeleteWebhookResponse200Object
from .delete_webhook_service_version import DeleteWebhookServiceVersion
from .export_memories_body import ExportMemoriesBody
from .export_record import ExportRecord
from .forget_body import ForgetBody
from .forget_response_200 import ForgetResponse200
from .get_api_service_version import GetApiServiceVersion
from .get_memory_body import GetMemoryBody
from .get_memory_response_200 import GetMemoryResponse200
from .get_subscription_service_version import GetSubscriptionServiceVersion
from .get_webhook_service_version import GetWebhookServiceVersion
from .health_response_200 import HealthResponse200
from .health_response_200_parts import HealthResponse200Parts
from .history_body import HistoryBody
from .history_response_200 import HistoryResponse200
from .import_memories_json_body import ImportMemoriesJsonBody
from .import_memories_response_200 import ImportMemoriesResponse200
from .import_memories_response_200_refused_item import ImportMemoriesResponse200RefusedItem
from .introspect_response_200 import IntrospectResponse200
from .introspect_service_version import IntrospectServiceVersion
from .invoice import Invoice
from .invoice_object import InvoiceObject
from .invoices_response_200 import InvoicesResponse200
from .invoices_response_200_object import InvoicesResponse200Object
from .invoices_service_version import InvoicesServiceVersion
from .list_apis_response_200 import ListApisResponse200
from .list_apis_response_200_object import ListApisResponse200Object
from .list_apis_service_version import ListApisServiceVersion
from .list_apis_sort import ListApisSort
from .list_memories_body import ListMemoriesBody
from .list_memories_response_200 import ListMemoriesResponse200
from .list_subscriptions_response_200 import ListSubscriptionsResponse200
from .list_subscriptions_response_200_object import ListSubscriptionsResponse200Object
from .list_subscriptions_service_version import ListSubscriptionsServiceVersion
from .list_webhooks_response_200 import ListWebhooksResponse200
from .list_webhooks_response_200_object import ListWebhooksResponse200Object
from .list_webhooks_service_version import ListWebhooksServiceVersion
from .marketplace_error import MarketplaceError
from .marketplace_error_error import MarketplaceErrorError
from .marketplace_error_error_details_item import MarketplaceErrorErrorDetailsItem
from .memory import Memory
from .memory_error import MemoryError_
from .memory_error_error import MemoryErrorError
from .memory_record import MemoryRecord
from .memory_version import MemoryVersion
from .memory_versions_body import MemoryVersionsBody
from .memory_versions_response_200 import MemoryVersionsResponse200
from .model import Model
from .model_memory import ModelMemory
from .models_response_200 import ModelsResponse200
from .o_auth_error import OAuthError
from .oauth_authorize_code_challenge_method import OauthAuthorizeCodeChallengeMethod
from .oauth_authorize_response_type import OauthAuthorizeResponseType
from .oauth_consent_body import OauthConsentBody
from .oauth_consent_body_code_challenge_method import OauthConsentBodyCodeChallengeMethod
from .oauth_consent_body_decision import OauthConsentBodyDecision
from .oauth_consent_body_response_type import OauthConsentBodyResponseType
from .oauth_introspect_body import OauthIntrospectBody
from .oauth_introspect_body_token_type_hint import OauthIntrospectBodyTokenTypeHint
from .oauth_introspect_service_version import OauthIntrospectServiceVersion
from .oauth_metadata_response_200 import OauthMetadataResponse200
from .oauth_revoke_body import OauthRevokeBody
from .oauth_revoke_response_200 import OauthRevokeResponse200
from .oauth_revoke_service_version import OauthRevokeServiceVersion
from .oauth_token_body import OauthTokenBody
from .oauth_token_body_grant_type import OauthTokenBodyGrantType
from .oauth_token_service_version import OauthTokenServiceVersion
from .protected_resource_metadata import ProtectedResourceMetadata
from .protected_resource_metadata_bearer_methods_supported_item import (
    ProtectedResourceMetadataBearerMethodsSupportedItem,
)
from .ready_response_200 import ReadyResponse200
from .ready_response_200_parts import ReadyResponse200Parts
from .ready_response_503 import ReadyResponse503
from .ready_response_503_parts import ReadyResponse503Parts
from .realtime_usage import RealtimeUsage
from .realtime_usage_by_api_item import RealtimeUsageByApiItem
from .realtime_usage_object import RealtimeUsageObject
from .realtime_usage_service_version import RealtimeUsageServiceVersion
from .recall_body import RecallBody
from .recall_response_200 import RecallResponse200
from .recall_response_200_budget import RecallResponse200Budget
from .recall_response_200_context import RecallResponse200Context
from .recall_response_200_context_atoms_item import RecallResponse200ContextAtomsItem
from .recall_response_200_context_neighbours_item import RecallResponse200ContextNeighboursItem
from .recall_response_200_long_term import RecallResponse200LongTerm
from .recall_response_200_short_term import RecallResponse200ShortTerm
from .register_speaker_body import RegisterSpeakerBody
from .register_speaker_response_200 import RegisterSpeakerResponse200
from .registered_client import RegisteredClient
from .remove_speaker_body import RemoveSpeakerBody
from .remove_speaker_response_200 import RemoveSpeakerResponse200
from .retry_webhook_delivery_body import RetryWebhookDeliveryBody
from .retry_webhook_delivery_service_version import RetryWebhookDeliveryServiceVersion
from .search_apis_response_200 import SearchApisResponse200
from .search_apis_response_200_object import SearchApisResponse200Object
from .search_apis_service_version import SearchApisServiceVersion
from .search_hit import SearchHit
from .search_memories_body import SearchMemoriesBody
from .search_memories_response_200 import SearchMemoriesResponse200
from .speakers_body import SpeakersBody
from .speakers_response_200 import SpeakersResponse200
from .speakers_response_200_speakers_item import SpeakersResponse200SpeakersItem
from .stats_body import StatsBody
from .stats_response_200 import StatsResponse200
from .store_memory_body import StoreMemoryBody
from .store_memory_body_metadata_type_0 import StoreMemoryBodyMetadataType0
from .store_memory_response_200 import StoreMemoryResponse200
from .store_memory_response_200_status import StoreMemoryResponse200Status
from .store_turn_body import StoreTurnBody
from .store_turn_body_metadata_type_0 import StoreTurnBodyMetadataType0
from .store_turn_response_200 import StoreTurnResponse200
from .subscription import Subscription
from .subscription_metadata_type_0 import SubscriptionMetadataType0
from .subscription_object import SubscriptionObject
from .subscription_status import SubscriptionStatus
from .supersede_body import SupersedeBody
from .supersede_response_200 import SupersedeResponse200
from .token_introspection import TokenIntrospection
from .token_introspection_token_type import TokenIntrospectionTokenType
from .token_response import TokenResponse
from .token_response_token_type import TokenResponseTokenType
from .turn import Turn
from .update_subscription_body import UpdateSubscriptionBody
from .update_subscription_service_version import UpdateSubscriptionServiceVersion
from .usage import Usage
from .usage_service_version import UsageServiceVersion
from .usage_summary import UsageSummary
from .usage_summary_by_api_item import UsageSummaryByApiItem
from .usage_summary_object import UsageSummaryObject
from .usage_summary_period import UsageSummaryPeriod
from .webhook_deliveries_response_200 import WebhookDeliveriesResponse200
from .webhook_deliveries_response_200_object import WebhookDeliveriesResponse200Object
from .webhook_deliveries_service_version import WebhookDeliveriesServiceVersion
from .webhook_delivery import WebhookDelivery
from .webhook_delivery_object import WebhookDeliveryObject
from .webhook_endpoint import WebhookEndpoint
from .webhook_endpoint_object import WebhookEndpointObject

__all__ = (
    "Alert",
    "AlertObject",
    "AlertsResponse200",
    "AlertsResponse200Object",
    "AlertsServiceVersion",
    "ApiDetail",
    "ApiDetailObject",
    "ApiDetailPricing",
    "ApiDetailPricingPlansItem",
    "ApiListing",
    "ApiListingPricing",
    "ApiUsage",
    "ApiUsagePeriod",
    "ApiUsageServiceVersion",
    "ApiUsageTimeseriesItem",
    "BulkImport",
    "BulkImportStatusBody",
    "BulkStoreBody",
    "BulkStoreBodyMetadataType0",
    "CancelSubscriptionServiceVersion",
    "CategoriesResponse200",
    "CategoriesResponse200Object",
    "CategoriesServiceVersion",
    "Category",
    "CategoryObject",
    "ClientRegistration",
    "ClientRegistrationGrantTypesItem",
    "ClientRegistrationResponseTypesItem",
    "ClientRegistrationTokenEndpointAuthMethod",
    "CreateAlertBody",
    "CreateAlertBodyChannelsItem",
    "CreateAlertServiceVersion",
    "CreateStoreBody",
    "CreateStoreResponse200",
    "CreateSubscriptionBody",
    "CreateSubscriptionBodyMetadata",
    "CreateSubscriptionServiceVersion",
    "CreateWebhookBody",
    "CreateWebhookServiceVersion",
    "DeleteWebhookResponse200",
    "DeleteWebhookResponse200Object",
    "DeleteWebhookServiceVersion",
    "ExportMemoriesBody",
    "ExportRecord",
    "ForgetBody",
    "ForgetResponse200",
    "GetApiServiceVersion",
    "GetMemoryBody",
    "GetMemoryResponse200",
    "GetSubscriptionServiceVersion",
    "GetWebhookServiceVersion",
    "HealthResponse200",
    "HealthResponse200Parts",
    "HistoryBody",
    "HistoryResponse200",
    "ImportMemoriesJsonBody",
    "ImportMemoriesResponse200",
    "ImportMemoriesResponse200RefusedItem",
    "IntrospectResponse200",
    "IntrospectServiceVersion",
    "Invoice",
    "InvoiceObject",
    "InvoicesResponse200",
    "InvoicesResponse200Object",
    "InvoicesServiceVersion",
    "ListApisResponse200",
    "ListApisResponse200Object",
    "ListApisServiceVersion",
    "ListApisSort",
    "ListMemoriesBody",
    "ListMemoriesResponse200",
    "ListSubscriptionsResponse200",
    "ListSubscriptionsResponse200Object",
    "ListSubscriptionsServiceVersion",
    "ListWebhooksResponse200",
    "ListWebhooksResponse200Object",
    "ListWebhooksServiceVersion",
    "MarketplaceError",
    "MarketplaceErrorError",
    "MarketplaceErrorErrorDetailsItem",
    "Memory",
    "MemoryError_",
    "MemoryErrorError",
    "MemoryRecord",
    "MemoryVersion",
    "MemoryVersionsBody",
    "MemoryVersionsResponse200",
    "Model",
    "ModelMemory",
    "ModelsResponse200",
    "OauthAuthorizeCodeChallengeMethod",
    "OauthAuthorizeResponseType",
    "OauthConsentBody",
    "OauthConsentBodyCodeChallengeMethod",
    "OauthConsentBodyDecision",
    "OauthConsentBodyResponseType",
    "OAuthError",
    "OauthIntrospectBody",
    "OauthIntrospectBodyTokenTypeHint",
    "OauthIntrospectServiceVersion",
    "OauthMetadataResponse200",
    "OauthRevokeBody",
    "OauthRevokeResponse200",
    "OauthRevokeServiceVersion",
    "OauthTokenBody",
    "OauthTokenBodyGrantType",
    "OauthTokenServiceVersion",
    "ProtectedResourceMetadata",
    "ProtectedResourceMetadataBearerMethodsSupportedItem",
    "ReadyResponse200",
    "ReadyResponse200Parts",
    "ReadyResponse503",
    "ReadyResponse503Parts",
    "RealtimeUsage",
    "RealtimeUsageByApiItem",
    "RealtimeUsageObject",
    "RealtimeUsageServiceVersion",
    "RecallBody",
    "RecallResponse200",
    "RecallResponse200Budget",
    "RecallResponse200Context",
    "RecallResponse200ContextAtomsItem",
    "RecallResponse200ContextNeighboursItem",
    "RecallResponse200LongTerm",
    "RecallResponse200ShortTerm",
    "RegisteredClient",
    "RegisterSpeakerBody",
    "RegisterSpeakerResponse200",
    "RemoveSpeakerBody",
    "RemoveSpeakerResponse200",
    "RetryWebhookDeliveryBody",
    "RetryWebhookDeliveryServiceVersion",
    "SearchApisResponse200",
    "SearchApisResponse200Object",
    "SearchApisServiceVersion",
    "SearchHit",
    "SearchMemoriesBody",
    "SearchMemoriesResponse200",
    "SpeakersBody",
    "SpeakersResponse200",
    "SpeakersResponse200SpeakersItem",
    "StatsBody",
    "StatsResponse200",
    "StoreMemoryBody",
    "StoreMemoryBodyMetadataType0",
    "StoreMemoryResponse200",
    "StoreMemoryResponse200Status",
    "StoreTurnBody",
    "StoreTurnBodyMetadataType0",
    "StoreTurnResponse200",
    "Subscription",
    "SubscriptionMetadataType0",
    "SubscriptionObject",
    "SubscriptionStatus",
    "SupersedeBody",
    "SupersedeResponse200",
    "TokenIntrospection",
    "TokenIntrospectionTokenType",
    "TokenResponse",
    "TokenResponseTokenType",
    "Turn",
    "UpdateSubscriptionBody",
    "UpdateSubscriptionServiceVersion",
    "Usage",
    "UsageServiceVersion",
    "UsageSummary",
    "UsageSummaryByApiItem",
    "UsageSummaryObject",
    "UsageSummaryPeriod",
    "WebhookDeliveriesResponse200",
    "WebhookDeliveriesResponse200Object",
    "WebhookDeliveriesServiceVersion",
    "WebhookDelivery",
    "WebhookDeliveryObject",
    "WebhookEndpoint",
    "WebhookEndpointObject",
)
