// Generated from sdk/openapi.json by `npm run generate` (openapi-typescript); do not edit.

export interface paths {
    "/api/v1/models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the models that read memory (no key needed). */
        get: operations["Models"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/memory/collection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates a store (idempotent: an existing store answers as created). */
        post: operations["CreateStore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/memory/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stores one memory. */
        post: operations["StoreMemory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/memory/store-turn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stores one user and assistant exchange into short-term and long-term memory. */
        post: operations["StoreTurn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/memory/bulk-store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ingests a large text, chunked and embedded in the background. */
        post: operations["BulkStore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/memory/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restores exported memories into a store: up to 1,000 records a call, as JSON `{user_id, memories}` or as the NDJSON an export wrote (`Content-Type: application/x-ndjson`, `user_id` in the query). */
        post: operations["ImportMemories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/memory/bulk-store/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reports the progress of a bulk import. */
        post: operations["BulkImportStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/memory/supersede": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replaces an out-of-date memory with new content. */
        post: operations["Supersede"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/memory/forget": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deletes one memory, or every memory of the store when `memory_id` is omitted. */
        post: operations["Forget"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/memory/speakers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registers a speaker (a person whose words memories can be tagged with). */
        post: operations["RegisterSpeaker"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/memory/speakers/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lists the registered speakers of a store. */
        post: operations["Speakers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/memory/speakers/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Removes a registered speaker. */
        post: operations["RemoveSpeaker"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/memory/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Semantic search: the best matching memories, best first. */
        post: operations["SearchMemories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/memory/recall": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Short-term turns, long-term matches and their context in one bounded call. */
        post: operations["Recall"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/memory/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Recent short-term turns. */
        post: operations["History"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/memory/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pages through the raw memories of a store. */
        post: operations["ListMemories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/memory/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Counts of the memories, turns and speakers of a store. */
        post: operations["Stats"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/memory/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Fetches one memory. */
        post: operations["GetMemory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/memory/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Streams every memory of a store as NDJSON, one record a line, oldest first, superseded ones included. */
        post: operations["ExportMemories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/memory/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A memory's supersede chain, oldest first. */
        post: operations["MemoryVersions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/apis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists APIs. */
        get: operations["ListApis"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/apis/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Full-text search over API names, descriptions and tags. */
        get: operations["SearchApis"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the categories by name, with descriptions and icons; pages like every list. */
        get: operations["Categories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/apis/{api_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns the detail of one API. */
        get: operations["GetApi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the account's subscriptions. */
        get: operations["ListSubscriptions"];
        put?: never;
        /** Subscribes to an API with a plan; charges begin at once. */
        post: operations["CreateSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscriptions/{subscription_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns one subscription. */
        get: operations["GetSubscription"];
        put?: never;
        /** Changes the plan of a subscription. */
        post: operations["UpdateSubscription"];
        /** Cancels a subscription, now or at the end of the period. */
        delete: operations["CancelSubscription"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Usage summary over a period. */
        get: operations["Usage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/usage/realtime": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Live usage of the last minute (Pro and Enterprise plans). */
        get: operations["RealtimeUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/usage/{api_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Usage of one API over a period, as a time series. */
        get: operations["ApiUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists invoices. */
        get: operations["Invoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/introspect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Describes the key or token the request carries. */
        get: operations["Introspect"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists webhook endpoints. */
        get: operations["ListWebhooks"];
        put?: never;
        /** Registers a webhook endpoint; its secret is returned this once. */
        post: operations["CreateWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{webhook_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns one webhook endpoint. */
        get: operations["GetWebhook"];
        put?: never;
        post?: never;
        /** Deletes a webhook endpoint. */
        delete: operations["DeleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{webhook_id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the deliveries of events to a webhook endpoint. */
        get: operations["WebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{webhook_id}/deliveries/{delivery_id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delivers a failed event again. */
        post: operations["RetryWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists usage alerts. */
        get: operations["Alerts"];
        put?: never;
        /** Sets a usage alert at 80% or 100% of the daily limit. */
        post: operations["CreateAlert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process runs and answers (asks no dependency). */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: every part behind the edge (databases, Redis, Milvus, subgraphs) answers. */
        get: operations["ready"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Prometheus metrics (text exposition format). */
        get: operations["metrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-authorization-server": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** OAuth 2.0 authorization server metadata (RFC 8414). */
        get: operations["oauthMetadata"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-protected-resource/mcp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Protected resource metadata of the MCP endpoint (RFC 9728): where an MCP host signs in. */
        get: operations["mcpResourceMetadata"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-protected-resource": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Protected resource metadata of the whole edge (RFC 9728). */
        get: operations["resourceMetadata"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dynamic client registration (RFC 7591), open to anyone: how an MCP host gets a client id.
         * @description A public client (`token_endpoint_auth_method: none`) must use PKCE. 20 registrations per client address and hour; a client that has not exchanged a code within 7 days is removed.
         */
        post: operations["oauthRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Starts the authorization code flow: the sign-in and consent page (a browser redirect). */
        get: operations["oauthAuthorize"];
        put?: never;
        /** The consent form: signs the user in and redirects to `redirect_uri` with a `code`. */
        post: operations["oauthConsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchanges an authorization code (with its PKCE verifier) or a refresh token for tokens.
         * @description Each refresh returns a new refresh token and invalidates the previous one.
         */
        post: operations["oauthToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revokes an access or refresh token (RFC 7009). */
        post: operations["oauthRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/introspect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Token introspection (RFC 7662): whether a token is active, and its scope, client, expiry and account.
         * @description The caller authenticates as a confidential client (HTTP Basic or `client_id` and `client_secret` in the body) and learns about the tokens issued to it, or sends an API key (`Authorization: Bearer` or `X-API-Key`) and learns about its own account's keys and tokens. Anything else, or an unknown, expired, spent or revoked token, is `{"active": false}`.
         */
        post: operations["oauthIntrospect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description The memory surface's error envelope. Typed extra fields may appear in `error`, for example `speaker` and `speaker_limit`.
         * @example {
         *       "type": "error",
         *       "error": {
         *         "type": "not_found_error",
         *         "message": "Store u_123 does not exist.",
         *         "request_id": "req_01J9ZQ7X"
         *       }
         *     }
         */
        MemoryError: {
            /** @constant */
            type: "error";
            error: {
                /** @description Machine-readable type, for example `invalid_request_error`. */
                type: string;
                /** @description Human text, never to be branched on. */
                message: string;
                /** @description To be quoted to support. */
                request_id: string;
                /** @description The code every surface answers with (the marketplace envelope's `error.code`, GraphQL's `extensions.code`), for example `not_found` or `insufficient_scope`. */
                code?: string;
            } & {
                [key: string]: unknown;
            };
        };
        /**
         * @description The marketplace surface's error envelope.
         * @example {
         *       "error": {
         *         "code": "not_found",
         *         "message": "No API with id api_missing.",
         *         "status": 404,
         *         "request_id": "req_01J9ZQ7X",
         *         "param": "api_id"
         *       }
         *     }
         */
        MarketplaceError: {
            error: {
                /** @description Machine-readable code, for example `invalid_parameter`. */
                code: string;
                message: string;
                /** @description The HTTP status, repeated. */
                status: number;
                request_id: string;
                param?: string;
                details?: ({
                    field: string;
                    message: string;
                } & {
                    [key: string]: unknown;
                })[];
                required_scope?: string;
            } & {
                [key: string]: unknown;
            };
        };
        Model: {
            id: string;
            name: string;
            available: boolean;
            /** @enum {string} */
            memory: "shared" | "isolated";
            description: string;
        } & {
            [key: string]: unknown;
        };
        BulkImport: {
            /** @description `queued`, `running`, `done` or `failed`. */
            status: string;
            job_id: string;
            user_id: string;
            category: string;
            chunks_total: number;
            chunks_done: number;
            progress: number;
            error: string | null;
            /** Format: date-time */
            created_at: string;
        } & {
            [key: string]: unknown;
        };
        Memory: {
            /** Format: uuid */
            id: string;
            content: string;
            /** @description Cognitive category, for example `general`. */
            category: string;
            /** @description Raw embedding similarity to the query (0-1, higher is closer). Not the ranking key: keep the order given. */
            similarity: number;
            importance: number;
            /** @description Month bucket, `YYYY-MM`. */
            time_bucket?: string;
            is_superseded: boolean;
            superseded_by: string | null;
            /** Format: date-time */
            created_at?: string;
            /** Format: date-time */
            event_date?: string;
            /** @description `me` or a registered person's name; absent means untagged. */
            speaker?: string;
        } & {
            [key: string]: unknown;
        };
        Usage: {
            input_tokens: number;
            output_tokens: number;
            query_tokens: number;
            billing_multiplier: number;
            /** @description `none`, `write` or `hit`. */
            cache: string;
        } & {
            [key: string]: unknown;
        };
        Turn: {
            /** Format: uuid */
            id: string;
            user_msg: string;
            assistant_msg: string;
            /** Format: date-time */
            created_at: string;
            memory_id: string | null;
        } & {
            [key: string]: unknown;
        };
        MemoryRecord: {
            /** Format: uuid */
            id: string;
            content: string;
            category: string;
            source_type: string | null;
            /** Format: date-time */
            created_at: string | null;
            /** Format: date-time */
            event_date: string | null;
            is_superseded: boolean;
        } & {
            [key: string]: unknown;
        };
        /** @description One line of an export: a memory as `import` takes it back. */
        ExportRecord: {
            /** Format: uuid */
            id: string;
            content: string;
            category: string;
            speaker: string | null;
            /** Format: date-time */
            event_date: string | null;
            /** Format: date-time */
            created_at: string;
            importance: number;
            is_superseded: boolean;
            superseded_by: string | null;
            /** Format: date-time */
            expires_at: string | null;
            source_type: string | null;
        } & {
            [key: string]: unknown;
        };
        MemoryVersion: {
            /** Format: uuid */
            id: string;
            content: string;
            category: string;
            /** Format: date-time */
            created_at: string;
            /**
             * Format: date-time
             * @description When the next version replaced it; null for the current one.
             */
            superseded_at: string | null;
            superseded_by: string | null;
            is_superseded: boolean;
        } & {
            [key: string]: unknown;
        };
        ApiListing: {
            id: string;
            name: string;
            description: string;
            /** @description Category slug. */
            category: string;
            version: string;
            pricing: {
                model: string;
                base_price: number;
            } & {
                [key: string]: unknown;
            };
            subscribed: boolean;
        } & {
            [key: string]: unknown;
        };
        SearchHit: {
            id: string;
            name: string;
            description: string;
            relevance_score: number;
        } & {
            [key: string]: unknown;
        };
        Category: {
            id: string;
            /** @enum {string} */
            object: "category";
            slug: string;
            name: string;
            description: string;
            icon: string;
            api_count: number;
        } & {
            [key: string]: unknown;
        };
        ApiDetail: {
            id: string;
            /** @enum {string} */
            object: "api";
            name: string;
            description: string;
            category: string;
            version: string;
            status: string;
            tags: string[];
            pricing: {
                model: string;
                base_price: number;
                plans: ({
                    id: string;
                    name: string;
                    monthly_limit: number;
                } & {
                    [key: string]: unknown;
                })[];
            } & {
                [key: string]: unknown;
            };
            subscribed: boolean;
            endpoints_count: number;
            avg_latency_ms: number;
            /** @description Percent. */
            uptime: number;
            /** Format: date-time */
            created_at: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @example {
         *       "id": "sub_8f2k1",
         *       "object": "subscription",
         *       "api_id": "api_weather",
         *       "plan_id": "plan_pro",
         *       "status": "active",
         *       "metadata": {
         *         "team": "forecasting"
         *       },
         *       "created_at": "2026-03-01T10:00:00Z",
         *       "current_period_start": "2026-03-01T10:00:00Z",
         *       "current_period_end": "2026-04-01T10:00:00Z",
         *       "cancel_at_period_end": false,
         *       "cancelled_at": null,
         *       "access_until": null
         *     }
         */
        Subscription: {
            id: string;
            /** @enum {string} */
            object: "subscription";
            api_id: string;
            plan_id: string;
            /** @enum {string} */
            status: "active" | "cancelled" | "past_due";
            metadata: {
                [key: string]: unknown;
            } | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            current_period_start: string;
            /** Format: date-time */
            current_period_end: string;
            cancel_at_period_end: boolean;
            /** Format: date-time */
            cancelled_at: string | null;
            /** Format: date-time */
            access_until: string | null;
        } & {
            [key: string]: unknown;
        };
        UsageSummary: {
            /** @enum {string} */
            object: "usage_summary";
            period: {
                /** Format: date-time */
                from: string;
                /** Format: date-time */
                to: string;
            } & {
                [key: string]: unknown;
            };
            granularity: string;
            total_requests: number;
            total_errors: number;
            total_cost_usd: number;
            by_api: ({
                api_id: string;
                name: string;
                requests: number;
                errors: number;
                avg_latency_ms: number;
                cost_usd: number;
            } & {
                [key: string]: unknown;
            })[];
        } & {
            [key: string]: unknown;
        };
        RealtimeUsage: {
            /** @enum {string} */
            object: "usage_realtime";
            /** Format: date-time */
            as_of: string;
            window_seconds: number;
            requests_last_minute: number;
            errors_last_minute: number;
            requests_per_second: number;
            requests_today: number;
            by_api: ({
                api_id: string;
                requests: number;
                errors: number;
                avg_latency_ms: number;
            } & {
                [key: string]: unknown;
            })[];
        } & {
            [key: string]: unknown;
        };
        ApiUsage: {
            api_id: string;
            name: string;
            period: {
                /** Format: date-time */
                from: string;
                /** Format: date-time */
                to: string;
            } & {
                [key: string]: unknown;
            };
            total_requests: number;
            total_errors: number;
            avg_latency_ms: number;
            cost_usd: number;
            plan_limit: number;
            usage_percentage: number;
            timeseries: ({
                date: string;
                requests: number;
                errors: number;
                avg_latency_ms: number;
            } & {
                [key: string]: unknown;
            })[];
        } & {
            [key: string]: unknown;
        };
        Invoice: {
            id: string;
            /** @enum {string} */
            object: "invoice";
            subscription_id: string;
            amount_usd: number;
            currency: string;
            status: string;
            /** Format: date-time */
            period_start: string;
            /** Format: date-time */
            period_end: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            paid_at: string | null;
            failure_reason: string | null;
        } & {
            [key: string]: unknown;
        };
        WebhookEndpoint: {
            id: string;
            /** @enum {string} */
            object: "webhook_endpoint";
            url: string;
            events: string[];
            description: string | null;
            status: string;
            /** Format: date-time */
            created_at: string;
            /** @description Returned only at creation. */
            secret?: string;
        } & {
            [key: string]: unknown;
        };
        WebhookDelivery: {
            id: string;
            /** @enum {string} */
            object: "webhook_delivery";
            event_id: string;
            event_type: string | null;
            endpoint_id: string;
            status: string;
            attempts: number;
            last_status_code: number | null;
            last_error: string | null;
            /** Format: date-time */
            next_attempt_at: string | null;
            /** Format: date-time */
            delivered_at: string | null;
            /** Format: date-time */
            created_at: string;
        } & {
            [key: string]: unknown;
        };
        Alert: {
            id: string;
            /** @enum {string} */
            object: "alert";
            api_id: string;
            threshold: number;
            channels: string[];
            email: string | null;
            period: string;
            last_fired_period: string | null;
            /** Format: date-time */
            created_at: string;
        } & {
            [key: string]: unknown;
        };
        /** @description RFC 9728 section 2. */
        ProtectedResourceMetadata: {
            resource: string;
            authorization_servers: string[];
            scopes_supported: string[];
            bearer_methods_supported: "header"[];
            resource_name: string;
            resource_documentation: string;
        } & {
            [key: string]: unknown;
        };
        /** @description RFC 7591 section 3.2.1. */
        RegisteredClient: {
            client_id: string;
            client_id_issued_at: number;
            /** @description Shown once; absent for a public client. */
            client_secret?: string;
            /** @description 0: never. */
            client_secret_expires_at?: number;
            client_name: string;
            redirect_uris: string[];
            grant_types: string[];
            response_types: string[];
            token_endpoint_auth_method: string;
            scope?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description RFC 6749 section 5.2. */
        OAuthError: {
            /** @example invalid_grant */
            error: string;
            error_description: string;
        } & {
            [key: string]: unknown;
        };
        /** @description RFC 7591 section 2; other members are ignored. */
        ClientRegistration: {
            /** @description https, or http on localhost, 127.0.0.1 or [::1]; no fragment; 1 to 10. */
            redirect_uris: string[];
            /** @description Shown on the consent page, marked as unverified; at most 100 characters. */
            client_name?: string;
            /**
             * @description `none`: a public client, PKCE required. Default `client_secret_basic`.
             * @enum {string}
             */
            token_endpoint_auth_method?: "none" | "client_secret_basic" | "client_secret_post";
            grant_types?: ("authorization_code" | "refresh_token")[];
            response_types?: "code"[];
            /** @description Space-separated; the consent page decides what is granted. */
            scope?: string;
        };
        TokenResponse: {
            access_token: string;
            /** @enum {string} */
            token_type: "Bearer";
            /** @description Seconds; access tokens live 1 hour. */
            expires_in: number;
            refresh_token: string;
            /** @description Space-separated. */
            scope: string;
        } & {
            [key: string]: unknown;
        };
        /** @description RFC 7662 section 2.2; an inactive token answers `active` alone. */
        TokenIntrospection: {
            active: boolean;
            /** @description Space-separated. */
            scope?: string;
            /** @description The client the token was issued to (absent for an API key). */
            client_id?: string;
            /** @enum {string} */
            token_type?: "access_token" | "refresh_token" | "api_key";
            /** @description Seconds since the epoch; absent for an API key, which does not expire. */
            exp?: number;
            /** @description Seconds since the epoch. */
            iat?: number;
            /** @description The account the token acts for. */
            sub?: string;
        } & {
            [key: string]: unknown;
        };
    };
    responses: {
        /** @description Invalid request (body, query or `Service-Version`) */
        MemoryError400: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MemoryError"];
            };
        };
        /** @description Request body too large */
        MemoryError413: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MemoryError"];
            };
        };
        /** @description Rate limited: wait `Retry-After` seconds */
        MemoryError429: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                "X-Request-Id": components["headers"]["RequestId"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MemoryError"];
            };
        };
        /** @description Internal error */
        MemoryError500: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MemoryError"];
            };
        };
        /** @description A part of the service is briefly unavailable: retry after `Retry-After` seconds */
        MemoryError503: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                "X-Request-Id": components["headers"]["RequestId"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MemoryError"];
            };
        };
        /** @description Missing, invalid or revoked key */
        MemoryError401: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MemoryError"];
            };
        };
        /** @description The key or token lacks the scope, or the plan does not include this */
        MemoryError403: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MemoryError"];
            };
        };
        /** @description Not found */
        MemoryError404: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MemoryError"];
            };
        };
        /** @description Body is not JSON */
        MemoryError415: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MemoryError"];
            };
        };
        /** @description Conflict, or the same `Idempotency-Key` is still being processed */
        MemoryError409: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MemoryError"];
            };
        };
        /** @description The same `Idempotency-Key` was used with a different request */
        MemoryError422: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MemoryError"];
            };
        };
        /** @description Invalid request (body, query or `Service-Version`) */
        MarketplaceError400: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                "X-Request-Id": components["headers"]["RequestId"];
                "Service-Version": components["headers"]["ServiceVersion"];
                Deprecation: components["headers"]["Deprecation"];
                Sunset: components["headers"]["Sunset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MarketplaceError"];
            };
        };
        /** @description Missing, invalid or revoked key */
        MarketplaceError401: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                "X-Request-Id": components["headers"]["RequestId"];
                "Service-Version": components["headers"]["ServiceVersion"];
                Deprecation: components["headers"]["Deprecation"];
                Sunset: components["headers"]["Sunset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MarketplaceError"];
            };
        };
        /** @description The key or token lacks the scope, or the plan does not include this */
        MarketplaceError403: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                "X-Request-Id": components["headers"]["RequestId"];
                "Service-Version": components["headers"]["ServiceVersion"];
                Deprecation: components["headers"]["Deprecation"];
                Sunset: components["headers"]["Sunset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MarketplaceError"];
            };
        };
        /** @description Request body too large */
        MarketplaceError413: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                "X-Request-Id": components["headers"]["RequestId"];
                "Service-Version": components["headers"]["ServiceVersion"];
                Deprecation: components["headers"]["Deprecation"];
                Sunset: components["headers"]["Sunset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MarketplaceError"];
            };
        };
        /** @description Rate limited: wait `Retry-After` seconds */
        MarketplaceError429: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                "X-Request-Id": components["headers"]["RequestId"];
                "Service-Version": components["headers"]["ServiceVersion"];
                Deprecation: components["headers"]["Deprecation"];
                Sunset: components["headers"]["Sunset"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MarketplaceError"];
            };
        };
        /** @description Internal error */
        MarketplaceError500: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                "X-Request-Id": components["headers"]["RequestId"];
                "Service-Version": components["headers"]["ServiceVersion"];
                Deprecation: components["headers"]["Deprecation"];
                Sunset: components["headers"]["Sunset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MarketplaceError"];
            };
        };
        /** @description A part of the service is briefly unavailable: retry after `Retry-After` seconds */
        MarketplaceError503: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                "X-Request-Id": components["headers"]["RequestId"];
                "Service-Version": components["headers"]["ServiceVersion"];
                Deprecation: components["headers"]["Deprecation"];
                Sunset: components["headers"]["Sunset"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MarketplaceError"];
            };
        };
        /** @description Not found */
        MarketplaceError404: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                "X-Request-Id": components["headers"]["RequestId"];
                "Service-Version": components["headers"]["ServiceVersion"];
                Deprecation: components["headers"]["Deprecation"];
                Sunset: components["headers"]["Sunset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MarketplaceError"];
            };
        };
        /** @description Conflict, or the same `Idempotency-Key` is still being processed */
        MarketplaceError409: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                "X-Request-Id": components["headers"]["RequestId"];
                "Service-Version": components["headers"]["ServiceVersion"];
                Deprecation: components["headers"]["Deprecation"];
                Sunset: components["headers"]["Sunset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MarketplaceError"];
            };
        };
        /** @description Body is not JSON */
        MarketplaceError415: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                "X-Request-Id": components["headers"]["RequestId"];
                "Service-Version": components["headers"]["ServiceVersion"];
                Deprecation: components["headers"]["Deprecation"];
                Sunset: components["headers"]["Sunset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MarketplaceError"];
            };
        };
        /** @description The same `Idempotency-Key` was used with a different request */
        MarketplaceError422: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                "X-Request-Id": components["headers"]["RequestId"];
                "Service-Version": components["headers"]["ServiceVersion"];
                Deprecation: components["headers"]["Deprecation"];
                Sunset: components["headers"]["Sunset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MarketplaceError"];
            };
        };
    };
    parameters: {
        /** @description The engine that reads memory (see `GET /api/v1/models`). */
        ServiceModel: string;
        /** @description Pins a dated version (`YYYY-MM-DD`); unknown versions answer 400. */
        ServiceVersion: "2026-03-01" | "2026-01-01";
        /** @description Repeating the same write with the same key within 10 minutes replays the first answer; the same key with a different request answers 422. Derive it from what is written. */
        IdempotencyKey: string;
    };
    requestBodies: never;
    headers: {
        /** @description Requests allowed in the current window for this account and tier. */
        RateLimitLimit: number;
        /** @description Requests left in the current window. */
        RateLimitRemaining: number;
        /** @description Seconds until the window resets. */
        RateLimitReset: number;
        /** @description The request id, also in every error body; quote it to support. */
        RequestId: string;
        /** @description Seconds to wait before retrying. */
        RetryAfter: string;
        /** @description `true` when the answer replays an earlier request with the same `Idempotency-Key`. */
        IdempotentReplayed: "true";
        /** @description The dated version that answered. */
        ServiceVersion: "2026-03-01" | "2026-01-01";
        /** @description Set when the pinned version is deprecated: `@` and the Unix time it was (RFC 9745). */
        Deprecation: string;
        /** @description When the pinned version stops answering (RFC 8594), an HTTP date. */
        Sunset: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    Models: {
        parameters: {
            query?: never;
            header?: {
                /** @description The engine that reads memory (see `GET /api/v1/models`). */
                "X-Service-Model"?: components["parameters"]["ServiceModel"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        models: components["schemas"]["Model"][];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["MemoryError400"];
            413: components["responses"]["MemoryError413"];
            429: components["responses"]["MemoryError429"];
            500: components["responses"]["MemoryError500"];
            503: components["responses"]["MemoryError503"];
        };
    };
    CreateStore: {
        parameters: {
            query?: never;
            header?: {
                /** @description The engine that reads memory (see `GET /api/v1/models`). */
                "X-Service-Model"?: components["parameters"]["ServiceModel"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_id: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user_id: string;
                        status: string;
                        /** Format: date-time */
                        created_at: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["MemoryError400"];
            401: components["responses"]["MemoryError401"];
            403: components["responses"]["MemoryError403"];
            404: components["responses"]["MemoryError404"];
            413: components["responses"]["MemoryError413"];
            415: components["responses"]["MemoryError415"];
            429: components["responses"]["MemoryError429"];
            500: components["responses"]["MemoryError500"];
            503: components["responses"]["MemoryError503"];
        };
    };
    StoreMemory: {
        parameters: {
            query?: never;
            header?: {
                /** @description The engine that reads memory (see `GET /api/v1/models`). */
                "X-Service-Model"?: components["parameters"]["ServiceModel"];
                /** @description Repeating the same write with the same key within 10 minutes replays the first answer; the same key with a different request answers 422. Derive it from what is written. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_id: string;
                    content: string;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Empty when the write is a duplicate. */
                        id: string;
                        /** @enum {string} */
                        status: "stored" | "stored (async)" | "duplicate";
                        /** @description Present when something non-fatal was dropped. */
                        note?: string;
                        /** @description Present when `status` is `duplicate`. */
                        duplicate_of?: string;
                        /** @description With `stored (async)`: about how many milliseconds until the memory answers searches (its account's place in the indexing queue and recent job durations). */
                        expected_searchable_in_ms?: number;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["MemoryError400"];
            401: components["responses"]["MemoryError401"];
            403: components["responses"]["MemoryError403"];
            404: components["responses"]["MemoryError404"];
            409: components["responses"]["MemoryError409"];
            413: components["responses"]["MemoryError413"];
            415: components["responses"]["MemoryError415"];
            422: components["responses"]["MemoryError422"];
            429: components["responses"]["MemoryError429"];
            500: components["responses"]["MemoryError500"];
            503: components["responses"]["MemoryError503"];
        };
    };
    StoreTurn: {
        parameters: {
            query?: never;
            header?: {
                /** @description The engine that reads memory (see `GET /api/v1/models`). */
                "X-Service-Model"?: components["parameters"]["ServiceModel"];
                /** @description Repeating the same write with the same key within 10 minutes replays the first answer; the same key with a different request answers 422. Derive it from what is written. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_id: string;
                    user_msg?: string | null;
                    assistant_msg?: string | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        turn_id: string;
                        memory_id: string;
                        duplicate: boolean;
                        /** @description With `stored (async)`: about how many milliseconds until the memory answers searches (its account's place in the indexing queue and recent job durations). */
                        expected_searchable_in_ms?: number;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["MemoryError400"];
            401: components["responses"]["MemoryError401"];
            403: components["responses"]["MemoryError403"];
            404: components["responses"]["MemoryError404"];
            409: components["responses"]["MemoryError409"];
            413: components["responses"]["MemoryError413"];
            415: components["responses"]["MemoryError415"];
            422: components["responses"]["MemoryError422"];
            429: components["responses"]["MemoryError429"];
            500: components["responses"]["MemoryError500"];
            503: components["responses"]["MemoryError503"];
        };
    };
    BulkStore: {
        parameters: {
            query?: never;
            header?: {
                /** @description The engine that reads memory (see `GET /api/v1/models`). */
                "X-Service-Model"?: components["parameters"]["ServiceModel"];
                /** @description Repeating the same write with the same key within 10 minutes replays the first answer; the same key with a different request answers 422. Derive it from what is written. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_id: string;
                    content: string;
                    category?: string | null;
                    timestamp?: string | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkImport"];
                };
            };
            400: components["responses"]["MemoryError400"];
            401: components["responses"]["MemoryError401"];
            403: components["responses"]["MemoryError403"];
            404: components["responses"]["MemoryError404"];
            409: components["responses"]["MemoryError409"];
            413: components["responses"]["MemoryError413"];
            415: components["responses"]["MemoryError415"];
            422: components["responses"]["MemoryError422"];
            429: components["responses"]["MemoryError429"];
            500: components["responses"]["MemoryError500"];
            503: components["responses"]["MemoryError503"];
        };
    };
    ImportMemories: {
        parameters: {
            query?: {
                /** @description The store, with an NDJSON body. */
                user_id?: string;
            };
            header?: {
                /** @description The engine that reads memory (see `GET /api/v1/models`). */
                "X-Service-Model"?: components["parameters"]["ServiceModel"];
                /** @description Repeating the same write with the same key within 10 minutes replays the first answer; the same key with a different request answers 422. Derive it from what is written. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_id: string;
                    memories: unknown[];
                } & {
                    [key: string]: unknown;
                };
                "application/x-ndjson": string;
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The import's job: its indexing progress is `bulk-store/status` with this `job_id`. */
                        job_id: string;
                        user_id: string;
                        /** @description `queued`, `running` or `done` (of the indexing). */
                        status: string;
                        /** @description Records written; searchable once the job has indexed them. */
                        imported: number;
                        /** @description Records skipped as duplicates: imported before, twice in this call, or repeating a live memory. */
                        skipped: number;
                        /** @description Records refused, each with why. */
                        refused: ({
                            index: number;
                            id: string | null;
                            reason: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["MemoryError400"];
            401: components["responses"]["MemoryError401"];
            403: components["responses"]["MemoryError403"];
            404: components["responses"]["MemoryError404"];
            409: components["responses"]["MemoryError409"];
            413: components["responses"]["MemoryError413"];
            415: components["responses"]["MemoryError415"];
            422: components["responses"]["MemoryError422"];
            429: components["responses"]["MemoryError429"];
            500: components["responses"]["MemoryError500"];
            503: components["responses"]["MemoryError503"];
        };
    };
    BulkImportStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description The engine that reads memory (see `GET /api/v1/models`). */
                "X-Service-Model"?: components["parameters"]["ServiceModel"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_id: string;
                    job_id: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkImport"];
                };
            };
            400: components["responses"]["MemoryError400"];
            401: components["responses"]["MemoryError401"];
            403: components["responses"]["MemoryError403"];
            404: components["responses"]["MemoryError404"];
            413: components["responses"]["MemoryError413"];
            415: components["responses"]["MemoryError415"];
            429: components["responses"]["MemoryError429"];
            500: components["responses"]["MemoryError500"];
            503: components["responses"]["MemoryError503"];
        };
    };
    Supersede: {
        parameters: {
            query?: never;
            header?: {
                /** @description The engine that reads memory (see `GET /api/v1/models`). */
                "X-Service-Model"?: components["parameters"]["ServiceModel"];
                /** @description Repeating the same write with the same key within 10 minutes replays the first answer; the same key with a different request answers 422. Derive it from what is written. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_id: string;
                    old_memory_id?: unknown;
                    new_content: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        old_memory_id: string;
                        new_memory_id: string;
                        status: string;
                        index_status: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["MemoryError400"];
            401: components["responses"]["MemoryError401"];
            403: components["responses"]["MemoryError403"];
            404: components["responses"]["MemoryError404"];
            409: components["responses"]["MemoryError409"];
            413: components["responses"]["MemoryError413"];
            415: components["responses"]["MemoryError415"];
            422: components["responses"]["MemoryError422"];
            429: components["responses"]["MemoryError429"];
            500: components["responses"]["MemoryError500"];
            503: components["responses"]["MemoryError503"];
        };
    };
    Forget: {
        parameters: {
            query?: never;
            header?: {
                /** @description The engine that reads memory (see `GET /api/v1/models`). */
                "X-Service-Model"?: components["parameters"]["ServiceModel"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_id: string;
                    memory_id?: unknown;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        deleted: number;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["MemoryError400"];
            401: components["responses"]["MemoryError401"];
            403: components["responses"]["MemoryError403"];
            404: components["responses"]["MemoryError404"];
            413: components["responses"]["MemoryError413"];
            415: components["responses"]["MemoryError415"];
            429: components["responses"]["MemoryError429"];
            500: components["responses"]["MemoryError500"];
            503: components["responses"]["MemoryError503"];
        };
    };
    RegisterSpeaker: {
        parameters: {
            query?: never;
            header?: {
                /** @description The engine that reads memory (see `GET /api/v1/models`). */
                "X-Service-Model"?: components["parameters"]["ServiceModel"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_id: string;
                    name: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user_id: string;
                        name: string;
                        status: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["MemoryError400"];
            401: components["responses"]["MemoryError401"];
            403: components["responses"]["MemoryError403"];
            404: components["responses"]["MemoryError404"];
            413: components["responses"]["MemoryError413"];
            415: components["responses"]["MemoryError415"];
            429: components["responses"]["MemoryError429"];
            500: components["responses"]["MemoryError500"];
            503: components["responses"]["MemoryError503"];
        };
    };
    Speakers: {
        parameters: {
            query?: never;
            header?: {
                /** @description The engine that reads memory (see `GET /api/v1/models`). */
                "X-Service-Model"?: components["parameters"]["ServiceModel"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_id: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user_id: string;
                        speakers: ({
                            name: string;
                            /** Format: date-time */
                            created_at: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                        count: number;
                        limit: number;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["MemoryError400"];
            401: components["responses"]["MemoryError401"];
            403: components["responses"]["MemoryError403"];
            404: components["responses"]["MemoryError404"];
            413: components["responses"]["MemoryError413"];
            415: components["responses"]["MemoryError415"];
            429: components["responses"]["MemoryError429"];
            500: components["responses"]["MemoryError500"];
            503: components["responses"]["MemoryError503"];
        };
    };
    RemoveSpeaker: {
        parameters: {
            query?: never;
            header?: {
                /** @description The engine that reads memory (see `GET /api/v1/models`). */
                "X-Service-Model"?: components["parameters"]["ServiceModel"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_id: string;
                    name: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user_id: string;
                        name: string;
                        status: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["MemoryError400"];
            401: components["responses"]["MemoryError401"];
            403: components["responses"]["MemoryError403"];
            404: components["responses"]["MemoryError404"];
            413: components["responses"]["MemoryError413"];
            415: components["responses"]["MemoryError415"];
            429: components["responses"]["MemoryError429"];
            500: components["responses"]["MemoryError500"];
            503: components["responses"]["MemoryError503"];
        };
    };
    SearchMemories: {
        parameters: {
            query?: never;
            header?: {
                /** @description The engine that reads memory (see `GET /api/v1/models`). */
                "X-Service-Model"?: components["parameters"]["ServiceModel"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_id: string;
                    query: string;
                    max_results?: number | null;
                    speaker?: string | null;
                    filters?: unknown;
                    cache_control?: unknown;
                    as_of?: string | null;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Best first: take them in the order given. */
                        memories: components["schemas"]["Memory"][];
                        usage: components["schemas"]["Usage"];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["MemoryError400"];
            401: components["responses"]["MemoryError401"];
            403: components["responses"]["MemoryError403"];
            404: components["responses"]["MemoryError404"];
            413: components["responses"]["MemoryError413"];
            415: components["responses"]["MemoryError415"];
            429: components["responses"]["MemoryError429"];
            500: components["responses"]["MemoryError500"];
            503: components["responses"]["MemoryError503"];
        };
    };
    Recall: {
        parameters: {
            query?: never;
            header?: {
                /** @description The engine that reads memory (see `GET /api/v1/models`). */
                "X-Service-Model"?: components["parameters"]["ServiceModel"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_id: string;
                    query: string;
                    as_of?: string | null;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        short_term: {
                            turns: components["schemas"]["Turn"][];
                            count: number;
                        } & {
                            [key: string]: unknown;
                        };
                        long_term: {
                            memories: components["schemas"]["Memory"][];
                            count: number;
                        } & {
                            [key: string]: unknown;
                        };
                        context: {
                            atoms: ({
                                memory_id: string;
                                text: string;
                                similarity: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                            neighbours: ({
                                id: string;
                                content: string;
                                category: string;
                                /** Format: date-time */
                                created_at: string;
                                neighbour_of: string;
                            } & {
                                [key: string]: unknown;
                            })[];
                            count: number;
                        } & {
                            [key: string]: unknown;
                        };
                        usage: components["schemas"]["Usage"];
                        budget: {
                            target_tokens: number;
                            max_tokens: number;
                        } & {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["MemoryError400"];
            401: components["responses"]["MemoryError401"];
            403: components["responses"]["MemoryError403"];
            404: components["responses"]["MemoryError404"];
            413: components["responses"]["MemoryError413"];
            415: components["responses"]["MemoryError415"];
            429: components["responses"]["MemoryError429"];
            500: components["responses"]["MemoryError500"];
            503: components["responses"]["MemoryError503"];
        };
    };
    History: {
        parameters: {
            query?: never;
            header?: {
                /** @description The engine that reads memory (see `GET /api/v1/models`). */
                "X-Service-Model"?: components["parameters"]["ServiceModel"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_id: string;
                    limit?: number | null;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        turns: components["schemas"]["Turn"][];
                        count: number;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["MemoryError400"];
            401: components["responses"]["MemoryError401"];
            403: components["responses"]["MemoryError403"];
            404: components["responses"]["MemoryError404"];
            413: components["responses"]["MemoryError413"];
            415: components["responses"]["MemoryError415"];
            429: components["responses"]["MemoryError429"];
            500: components["responses"]["MemoryError500"];
            503: components["responses"]["MemoryError503"];
        };
    };
    ListMemories: {
        parameters: {
            query?: never;
            header?: {
                /** @description The engine that reads memory (see `GET /api/v1/models`). */
                "X-Service-Model"?: components["parameters"]["ServiceModel"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_id: string;
                    limit?: number | null;
                    cursor?: string | null;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        memories: components["schemas"]["MemoryRecord"][];
                        count: number;
                        /** @description Null on the last page. */
                        next_cursor: string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["MemoryError400"];
            401: components["responses"]["MemoryError401"];
            403: components["responses"]["MemoryError403"];
            404: components["responses"]["MemoryError404"];
            413: components["responses"]["MemoryError413"];
            415: components["responses"]["MemoryError415"];
            429: components["responses"]["MemoryError429"];
            500: components["responses"]["MemoryError500"];
            503: components["responses"]["MemoryError503"];
        };
    };
    Stats: {
        parameters: {
            query?: never;
            header?: {
                /** @description The engine that reads memory (see `GET /api/v1/models`). */
                "X-Service-Model"?: components["parameters"]["ServiceModel"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_id: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user_id: string;
                        total_memories: number;
                        short_term_turns: number;
                        superseded_memories: number;
                        pending_memories: number;
                        speakers: number;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["MemoryError400"];
            401: components["responses"]["MemoryError401"];
            403: components["responses"]["MemoryError403"];
            404: components["responses"]["MemoryError404"];
            413: components["responses"]["MemoryError413"];
            415: components["responses"]["MemoryError415"];
            429: components["responses"]["MemoryError429"];
            500: components["responses"]["MemoryError500"];
            503: components["responses"]["MemoryError503"];
        };
    };
    GetMemory: {
        parameters: {
            query?: never;
            header?: {
                /** @description The engine that reads memory (see `GET /api/v1/models`). */
                "X-Service-Model"?: components["parameters"]["ServiceModel"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_id: string;
                    memory_id: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user_id: string;
                        memory: components["schemas"]["MemoryRecord"];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["MemoryError400"];
            401: components["responses"]["MemoryError401"];
            403: components["responses"]["MemoryError403"];
            404: components["responses"]["MemoryError404"];
            413: components["responses"]["MemoryError413"];
            415: components["responses"]["MemoryError415"];
            429: components["responses"]["MemoryError429"];
            500: components["responses"]["MemoryError500"];
            503: components["responses"]["MemoryError503"];
        };
    };
    ExportMemories: {
        parameters: {
            query?: never;
            header?: {
                /** @description The engine that reads memory (see `GET /api/v1/models`). */
                "X-Service-Model"?: components["parameters"]["ServiceModel"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_id: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/x-ndjson": components["schemas"]["ExportRecord"];
                };
            };
            400: components["responses"]["MemoryError400"];
            401: components["responses"]["MemoryError401"];
            403: components["responses"]["MemoryError403"];
            404: components["responses"]["MemoryError404"];
            413: components["responses"]["MemoryError413"];
            415: components["responses"]["MemoryError415"];
            429: components["responses"]["MemoryError429"];
            500: components["responses"]["MemoryError500"];
            503: components["responses"]["MemoryError503"];
        };
    };
    MemoryVersions: {
        parameters: {
            query?: never;
            header?: {
                /** @description The engine that reads memory (see `GET /api/v1/models`). */
                "X-Service-Model"?: components["parameters"]["ServiceModel"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_id: string;
                    memory_id: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user_id: string;
                        memory_id: string;
                        /** @description Oldest first; the last is the current version. */
                        versions: components["schemas"]["MemoryVersion"][];
                        count: number;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["MemoryError400"];
            401: components["responses"]["MemoryError401"];
            403: components["responses"]["MemoryError403"];
            404: components["responses"]["MemoryError404"];
            413: components["responses"]["MemoryError413"];
            415: components["responses"]["MemoryError415"];
            429: components["responses"]["MemoryError429"];
            500: components["responses"]["MemoryError500"];
            503: components["responses"]["MemoryError503"];
        };
    };
    ListApis: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                after?: string;
                category?: string;
                sort?: "popular" | "newest" | "name";
                status?: string;
            };
            header?: {
                /** @description Pins a dated version (`YYYY-MM-DD`); unknown versions answer 400. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Service-Version": components["headers"]["ServiceVersion"];
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        object: "list";
                        data: components["schemas"]["ApiListing"][];
                        total: number;
                        total_count: number;
                        has_more: boolean;
                        limit: number;
                        offset: number;
                        /** @description Pass back as `after`; null on the last page. */
                        next_cursor: string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["MarketplaceError400"];
            401: components["responses"]["MarketplaceError401"];
            403: components["responses"]["MarketplaceError403"];
            413: components["responses"]["MarketplaceError413"];
            429: components["responses"]["MarketplaceError429"];
            500: components["responses"]["MarketplaceError500"];
            503: components["responses"]["MarketplaceError503"];
        };
    };
    SearchApis: {
        parameters: {
            query: {
                q: string;
                limit?: number;
                offset?: number;
                after?: string;
                category?: string;
            };
            header?: {
                /** @description Pins a dated version (`YYYY-MM-DD`); unknown versions answer 400. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Service-Version": components["headers"]["ServiceVersion"];
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        object: "list";
                        data: components["schemas"]["SearchHit"][];
                        total: number;
                        total_count: number;
                        has_more: boolean;
                        limit: number;
                        offset: number;
                        /** @description Pass back as `after`; null on the last page. */
                        next_cursor: string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["MarketplaceError400"];
            401: components["responses"]["MarketplaceError401"];
            403: components["responses"]["MarketplaceError403"];
            413: components["responses"]["MarketplaceError413"];
            429: components["responses"]["MarketplaceError429"];
            500: components["responses"]["MarketplaceError500"];
            503: components["responses"]["MarketplaceError503"];
        };
    };
    Categories: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                after?: string;
            };
            header?: {
                /** @description Pins a dated version (`YYYY-MM-DD`); unknown versions answer 400. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Service-Version": components["headers"]["ServiceVersion"];
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        object: "list";
                        data: components["schemas"]["Category"][];
                        total: number;
                        total_count: number;
                        has_more: boolean;
                        limit: number;
                        offset: number;
                        /** @description Pass back as `after`; null on the last page. */
                        next_cursor: string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["MarketplaceError400"];
            401: components["responses"]["MarketplaceError401"];
            403: components["responses"]["MarketplaceError403"];
            413: components["responses"]["MarketplaceError413"];
            429: components["responses"]["MarketplaceError429"];
            500: components["responses"]["MarketplaceError500"];
            503: components["responses"]["MarketplaceError503"];
        };
    };
    GetApi: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins a dated version (`YYYY-MM-DD`); unknown versions answer 400. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                api_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Service-Version": components["headers"]["ServiceVersion"];
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiDetail"];
                };
            };
            400: components["responses"]["MarketplaceError400"];
            401: components["responses"]["MarketplaceError401"];
            403: components["responses"]["MarketplaceError403"];
            404: components["responses"]["MarketplaceError404"];
            413: components["responses"]["MarketplaceError413"];
            429: components["responses"]["MarketplaceError429"];
            500: components["responses"]["MarketplaceError500"];
            503: components["responses"]["MarketplaceError503"];
        };
    };
    ListSubscriptions: {
        parameters: {
            query?: {
                status?: string;
                api_id?: string;
                limit?: number;
                offset?: number;
                after?: string;
            };
            header?: {
                /** @description Pins a dated version (`YYYY-MM-DD`); unknown versions answer 400. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Service-Version": components["headers"]["ServiceVersion"];
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        object: "list";
                        data: components["schemas"]["Subscription"][];
                        total: number;
                        total_count: number;
                        has_more: boolean;
                        limit: number;
                        offset: number;
                        /** @description Pass back as `after`; null on the last page. */
                        next_cursor: string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["MarketplaceError400"];
            401: components["responses"]["MarketplaceError401"];
            403: components["responses"]["MarketplaceError403"];
            413: components["responses"]["MarketplaceError413"];
            429: components["responses"]["MarketplaceError429"];
            500: components["responses"]["MarketplaceError500"];
            503: components["responses"]["MarketplaceError503"];
        };
    };
    CreateSubscription: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins a dated version (`YYYY-MM-DD`); unknown versions answer 400. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /** @description Repeating the same write with the same key within 10 minutes replays the first answer; the same key with a different request answers 422. Derive it from what is written. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    api_id: string;
                    plan_id: string;
                    metadata?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Service-Version": components["headers"]["ServiceVersion"];
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscription"];
                };
            };
            400: components["responses"]["MarketplaceError400"];
            401: components["responses"]["MarketplaceError401"];
            403: components["responses"]["MarketplaceError403"];
            404: components["responses"]["MarketplaceError404"];
            409: components["responses"]["MarketplaceError409"];
            413: components["responses"]["MarketplaceError413"];
            415: components["responses"]["MarketplaceError415"];
            422: components["responses"]["MarketplaceError422"];
            429: components["responses"]["MarketplaceError429"];
            500: components["responses"]["MarketplaceError500"];
            503: components["responses"]["MarketplaceError503"];
        };
    };
    GetSubscription: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins a dated version (`YYYY-MM-DD`); unknown versions answer 400. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                subscription_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Service-Version": components["headers"]["ServiceVersion"];
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscription"];
                };
            };
            400: components["responses"]["MarketplaceError400"];
            401: components["responses"]["MarketplaceError401"];
            403: components["responses"]["MarketplaceError403"];
            404: components["responses"]["MarketplaceError404"];
            413: components["responses"]["MarketplaceError413"];
            429: components["responses"]["MarketplaceError429"];
            500: components["responses"]["MarketplaceError500"];
            503: components["responses"]["MarketplaceError503"];
        };
    };
    UpdateSubscription: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins a dated version (`YYYY-MM-DD`); unknown versions answer 400. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /** @description Repeating the same write with the same key within 10 minutes replays the first answer; the same key with a different request answers 422. Derive it from what is written. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                subscription_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    plan_id: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Service-Version": components["headers"]["ServiceVersion"];
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscription"];
                };
            };
            400: components["responses"]["MarketplaceError400"];
            401: components["responses"]["MarketplaceError401"];
            403: components["responses"]["MarketplaceError403"];
            404: components["responses"]["MarketplaceError404"];
            409: components["responses"]["MarketplaceError409"];
            413: components["responses"]["MarketplaceError413"];
            415: components["responses"]["MarketplaceError415"];
            422: components["responses"]["MarketplaceError422"];
            429: components["responses"]["MarketplaceError429"];
            500: components["responses"]["MarketplaceError500"];
            503: components["responses"]["MarketplaceError503"];
        };
    };
    CancelSubscription: {
        parameters: {
            query?: {
                cancel_at_period_end?: boolean;
            };
            header?: {
                /** @description Pins a dated version (`YYYY-MM-DD`); unknown versions answer 400. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                subscription_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Service-Version": components["headers"]["ServiceVersion"];
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscription"];
                };
            };
            400: components["responses"]["MarketplaceError400"];
            401: components["responses"]["MarketplaceError401"];
            403: components["responses"]["MarketplaceError403"];
            404: components["responses"]["MarketplaceError404"];
            409: components["responses"]["MarketplaceError409"];
            413: components["responses"]["MarketplaceError413"];
            429: components["responses"]["MarketplaceError429"];
            500: components["responses"]["MarketplaceError500"];
            503: components["responses"]["MarketplaceError503"];
        };
    };
    Usage: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                granularity?: string;
            };
            header?: {
                /** @description Pins a dated version (`YYYY-MM-DD`); unknown versions answer 400. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Service-Version": components["headers"]["ServiceVersion"];
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsageSummary"];
                };
            };
            400: components["responses"]["MarketplaceError400"];
            401: components["responses"]["MarketplaceError401"];
            403: components["responses"]["MarketplaceError403"];
            413: components["responses"]["MarketplaceError413"];
            429: components["responses"]["MarketplaceError429"];
            500: components["responses"]["MarketplaceError500"];
            503: components["responses"]["MarketplaceError503"];
        };
    };
    RealtimeUsage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins a dated version (`YYYY-MM-DD`); unknown versions answer 400. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Service-Version": components["headers"]["ServiceVersion"];
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RealtimeUsage"];
                };
            };
            400: components["responses"]["MarketplaceError400"];
            401: components["responses"]["MarketplaceError401"];
            403: components["responses"]["MarketplaceError403"];
            413: components["responses"]["MarketplaceError413"];
            429: components["responses"]["MarketplaceError429"];
            500: components["responses"]["MarketplaceError500"];
            503: components["responses"]["MarketplaceError503"];
        };
    };
    ApiUsage: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                granularity?: string;
                endpoint?: string;
            };
            header?: {
                /** @description Pins a dated version (`YYYY-MM-DD`); unknown versions answer 400. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                api_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Service-Version": components["headers"]["ServiceVersion"];
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiUsage"];
                };
            };
            400: components["responses"]["MarketplaceError400"];
            401: components["responses"]["MarketplaceError401"];
            403: components["responses"]["MarketplaceError403"];
            404: components["responses"]["MarketplaceError404"];
            413: components["responses"]["MarketplaceError413"];
            429: components["responses"]["MarketplaceError429"];
            500: components["responses"]["MarketplaceError500"];
            503: components["responses"]["MarketplaceError503"];
        };
    };
    Invoices: {
        parameters: {
            query?: {
                subscription_id?: string;
                status?: string;
                limit?: number;
                offset?: number;
                after?: string;
            };
            header?: {
                /** @description Pins a dated version (`YYYY-MM-DD`); unknown versions answer 400. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Service-Version": components["headers"]["ServiceVersion"];
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        object: "list";
                        data: components["schemas"]["Invoice"][];
                        total: number;
                        total_count: number;
                        has_more: boolean;
                        limit: number;
                        offset: number;
                        /** @description Pass back as `after`; null on the last page. */
                        next_cursor: string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["MarketplaceError400"];
            401: components["responses"]["MarketplaceError401"];
            403: components["responses"]["MarketplaceError403"];
            413: components["responses"]["MarketplaceError413"];
            429: components["responses"]["MarketplaceError429"];
            500: components["responses"]["MarketplaceError500"];
            503: components["responses"]["MarketplaceError503"];
        };
    };
    Introspect: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins a dated version (`YYYY-MM-DD`); unknown versions answer 400. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Service-Version": components["headers"]["ServiceVersion"];
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: boolean;
                        scopes: string[];
                        /** @description The scopes space-separated (RFC 7662). */
                        scope: string;
                        /**
                         * Format: date-time
                         * @description When the credential stops working; `9999-12-31T23:59:59.999Z` for an API key, which never expires.
                         */
                        expires_at: string;
                        token_type: string;
                        account_id: string;
                        client_id: string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["MarketplaceError400"];
            401: components["responses"]["MarketplaceError401"];
            403: components["responses"]["MarketplaceError403"];
            413: components["responses"]["MarketplaceError413"];
            429: components["responses"]["MarketplaceError429"];
            500: components["responses"]["MarketplaceError500"];
            503: components["responses"]["MarketplaceError503"];
        };
    };
    ListWebhooks: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                after?: string;
            };
            header?: {
                /** @description Pins a dated version (`YYYY-MM-DD`); unknown versions answer 400. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Service-Version": components["headers"]["ServiceVersion"];
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        object: "list";
                        data: components["schemas"]["WebhookEndpoint"][];
                        total: number;
                        total_count: number;
                        has_more: boolean;
                        limit: number;
                        offset: number;
                        /** @description Pass back as `after`; null on the last page. */
                        next_cursor: string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["MarketplaceError400"];
            401: components["responses"]["MarketplaceError401"];
            403: components["responses"]["MarketplaceError403"];
            413: components["responses"]["MarketplaceError413"];
            429: components["responses"]["MarketplaceError429"];
            500: components["responses"]["MarketplaceError500"];
            503: components["responses"]["MarketplaceError503"];
        };
    };
    CreateWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins a dated version (`YYYY-MM-DD`); unknown versions answer 400. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /** @description Repeating the same write with the same key within 10 minutes replays the first answer; the same key with a different request answers 422. Derive it from what is written. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                    events: string[];
                    description?: string;
                    secret?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Service-Version": components["headers"]["ServiceVersion"];
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            400: components["responses"]["MarketplaceError400"];
            401: components["responses"]["MarketplaceError401"];
            403: components["responses"]["MarketplaceError403"];
            409: components["responses"]["MarketplaceError409"];
            413: components["responses"]["MarketplaceError413"];
            415: components["responses"]["MarketplaceError415"];
            422: components["responses"]["MarketplaceError422"];
            429: components["responses"]["MarketplaceError429"];
            500: components["responses"]["MarketplaceError500"];
            503: components["responses"]["MarketplaceError503"];
        };
    };
    GetWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins a dated version (`YYYY-MM-DD`); unknown versions answer 400. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Service-Version": components["headers"]["ServiceVersion"];
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            400: components["responses"]["MarketplaceError400"];
            401: components["responses"]["MarketplaceError401"];
            403: components["responses"]["MarketplaceError403"];
            404: components["responses"]["MarketplaceError404"];
            413: components["responses"]["MarketplaceError413"];
            429: components["responses"]["MarketplaceError429"];
            500: components["responses"]["MarketplaceError500"];
            503: components["responses"]["MarketplaceError503"];
        };
    };
    DeleteWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins a dated version (`YYYY-MM-DD`); unknown versions answer 400. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Service-Version": components["headers"]["ServiceVersion"];
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        object: "webhook_endpoint";
                        /** @enum {boolean} */
                        deleted: true;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["MarketplaceError400"];
            401: components["responses"]["MarketplaceError401"];
            403: components["responses"]["MarketplaceError403"];
            404: components["responses"]["MarketplaceError404"];
            413: components["responses"]["MarketplaceError413"];
            429: components["responses"]["MarketplaceError429"];
            500: components["responses"]["MarketplaceError500"];
            503: components["responses"]["MarketplaceError503"];
        };
    };
    WebhookDeliveries: {
        parameters: {
            query?: {
                status?: string;
                limit?: number;
                offset?: number;
                after?: string;
            };
            header?: {
                /** @description Pins a dated version (`YYYY-MM-DD`); unknown versions answer 400. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Service-Version": components["headers"]["ServiceVersion"];
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        object: "list";
                        data: components["schemas"]["WebhookDelivery"][];
                        total: number;
                        total_count: number;
                        has_more: boolean;
                        limit: number;
                        offset: number;
                        /** @description Pass back as `after`; null on the last page. */
                        next_cursor: string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["MarketplaceError400"];
            401: components["responses"]["MarketplaceError401"];
            403: components["responses"]["MarketplaceError403"];
            404: components["responses"]["MarketplaceError404"];
            413: components["responses"]["MarketplaceError413"];
            429: components["responses"]["MarketplaceError429"];
            500: components["responses"]["MarketplaceError500"];
            503: components["responses"]["MarketplaceError503"];
        };
    };
    RetryWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins a dated version (`YYYY-MM-DD`); unknown versions answer 400. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /** @description Repeating the same write with the same key within 10 minutes replays the first answer; the same key with a different request answers 422. Derive it from what is written. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                webhook_id: string;
                delivery_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Service-Version": components["headers"]["ServiceVersion"];
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            400: components["responses"]["MarketplaceError400"];
            401: components["responses"]["MarketplaceError401"];
            403: components["responses"]["MarketplaceError403"];
            404: components["responses"]["MarketplaceError404"];
            409: components["responses"]["MarketplaceError409"];
            413: components["responses"]["MarketplaceError413"];
            415: components["responses"]["MarketplaceError415"];
            422: components["responses"]["MarketplaceError422"];
            429: components["responses"]["MarketplaceError429"];
            500: components["responses"]["MarketplaceError500"];
            503: components["responses"]["MarketplaceError503"];
        };
    };
    Alerts: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                after?: string;
            };
            header?: {
                /** @description Pins a dated version (`YYYY-MM-DD`); unknown versions answer 400. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Service-Version": components["headers"]["ServiceVersion"];
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        object: "list";
                        data: components["schemas"]["Alert"][];
                        total: number;
                        total_count: number;
                        has_more: boolean;
                        limit: number;
                        offset: number;
                        /** @description Pass back as `after`; null on the last page. */
                        next_cursor: string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["MarketplaceError400"];
            401: components["responses"]["MarketplaceError401"];
            403: components["responses"]["MarketplaceError403"];
            413: components["responses"]["MarketplaceError413"];
            429: components["responses"]["MarketplaceError429"];
            500: components["responses"]["MarketplaceError500"];
            503: components["responses"]["MarketplaceError503"];
        };
    };
    CreateAlert: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins a dated version (`YYYY-MM-DD`); unknown versions answer 400. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /** @description Repeating the same write with the same key within 10 minutes replays the first answer; the same key with a different request answers 422. Derive it from what is written. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    api_id: string;
                    threshold: number;
                    channels: ("email" | "webhook")[];
                    email?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Service-Version": components["headers"]["ServiceVersion"];
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Alert"];
                };
            };
            400: components["responses"]["MarketplaceError400"];
            401: components["responses"]["MarketplaceError401"];
            403: components["responses"]["MarketplaceError403"];
            404: components["responses"]["MarketplaceError404"];
            409: components["responses"]["MarketplaceError409"];
            413: components["responses"]["MarketplaceError413"];
            415: components["responses"]["MarketplaceError415"];
            422: components["responses"]["MarketplaceError422"];
            429: components["responses"]["MarketplaceError429"];
            500: components["responses"]["MarketplaceError500"];
            503: components["responses"]["MarketplaceError503"];
        };
    };
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Alive */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ok: boolean;
                        service: string;
                        /** Format: date-time */
                        ts: string;
                        parts: {
                            [key: string]: boolean;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    ready: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ok: boolean;
                        service: string;
                        /** Format: date-time */
                        ts: string;
                        parts: {
                            [key: string]: boolean;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A part does not answer; `parts` names it */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ok: boolean;
                        service: string;
                        /** Format: date-time */
                        ts: string;
                        parts: {
                            [key: string]: boolean;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    metrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Metrics */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    oauthMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Metadata */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        issuer: string;
                        authorization_endpoint: string;
                        token_endpoint: string;
                        revocation_endpoint: string;
                        introspection_endpoint: string;
                        introspection_endpoint_auth_methods_supported: string[];
                        registration_endpoint: string;
                        response_types_supported: string[];
                        grant_types_supported: string[];
                        code_challenge_methods_supported: string[];
                        token_endpoint_auth_methods_supported: string[];
                        scopes_supported: string[];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    mcpResourceMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Metadata */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProtectedResourceMetadata"];
                };
            };
        };
    };
    resourceMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Metadata */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProtectedResourceMetadata"];
                };
            };
        };
    };
    oauthRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClientRegistration"];
            };
        };
        responses: {
            /** @description Registered */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegisteredClient"];
                };
            };
            /** @description `invalid_redirect_uri` or `invalid_client_metadata` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description Too many registrations from this address */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description Too many registered clients wait to be used */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
        };
    };
    oauthAuthorize: {
        parameters: {
            query: {
                client_id: string;
                redirect_uri: string;
                response_type: "code";
                /** @description Space-separated scopes; required. */
                scope: string;
                /** @description Random value against CSRF, returned with the code. */
                state: string;
                /** @description PKCE (RFC 7636); required of public clients. */
                code_challenge?: string;
                code_challenge_method?: "S256";
                /** @description RFC 8707: the MCP endpoint (`<origin>/mcp`) or the origin itself; anything else is `invalid_target`. */
                resource?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sign-in and consent page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Back to `redirect_uri` with `error` (a bad request from a trusted client) */
            302: {
                headers: {
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request cannot be completed (unknown client or redirect URI) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    oauthConsent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    client_id: string;
                    redirect_uri: string;
                    /** @enum {string} */
                    response_type: "code";
                    /** @description Space-separated scopes; required. */
                    scope: string;
                    /** @description Random value against CSRF, returned with the code. */
                    state: string;
                    /** @description PKCE (RFC 7636); required of public clients. */
                    code_challenge?: string;
                    /** @enum {string} */
                    code_challenge_method?: "S256";
                    /** @description RFC 8707: the MCP endpoint (`<origin>/mcp`) or the origin itself; anything else is `invalid_target`. */
                    resource?: string;
                    email: string;
                    password: string;
                    /** @description The scopes the user leaves ticked (a subset of `scope`). */
                    grant_scope?: string[];
                    /** @enum {string} */
                    decision: "approve" | "deny";
                };
            };
        };
        responses: {
            /** @description To `redirect_uri` with `code` and `state`, or with `error` */
            302: {
                headers: {
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request cannot be completed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Wrong e-mail or password: the page again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Too many failed sign-ins */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    oauthToken: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins a dated version (`YYYY-MM-DD`); unknown versions answer 400. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @enum {string} */
                    grant_type: "authorization_code" | "refresh_token";
                    code?: string;
                    redirect_uri?: string;
                    code_verifier?: string;
                    refresh_token?: string;
                    /** @description RFC 8707, as at `/oauth/authorize`. */
                    resource?: string;
                    /** @description With `client_secret`, unless the client authenticates with HTTP Basic. */
                    client_id?: string;
                    client_secret?: string;
                };
            };
        };
        responses: {
            /** @description Tokens */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            /** @description RFC 6749 error (`invalid_grant`, `invalid_request`, ...), or the marketplace envelope for an unknown `Service-Version` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"] | components["schemas"]["MarketplaceError"];
                };
            };
            /** @description Client authentication failed (`invalid_client`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
        };
    };
    oauthRevoke: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins a dated version (`YYYY-MM-DD`); unknown versions answer 400. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    token: string;
                    token_type_hint?: string;
                    /** @description With `client_secret`, unless the client authenticates with HTTP Basic. */
                    client_id?: string;
                    client_secret?: string;
                };
            };
        };
        responses: {
            /** @description Revoked (or already unknown) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description RFC 6749 error (`invalid_grant`, `invalid_request`, ...), or the marketplace envelope for an unknown `Service-Version` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"] | components["schemas"]["MarketplaceError"];
                };
            };
            /** @description Client authentication failed (`invalid_client`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
        };
    };
    oauthIntrospect: {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins a dated version (`YYYY-MM-DD`); unknown versions answer 400. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    token: string;
                    /**
                     * @description A hint only: every kind is recognised.
                     * @enum {string}
                     */
                    token_type_hint?: "access_token" | "refresh_token";
                    /** @description With `client_secret`, unless the client authenticates with HTTP Basic. */
                    client_id?: string;
                    client_secret?: string;
                };
            };
        };
        responses: {
            /** @description What the token is */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenIntrospection"];
                };
            };
            /** @description RFC 6749 error (`invalid_grant`, `invalid_request`, ...), or the marketplace envelope for an unknown `Service-Version` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"] | components["schemas"]["MarketplaceError"];
                };
            };
            /** @description Client authentication failed (`invalid_client`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
        };
    };
}
