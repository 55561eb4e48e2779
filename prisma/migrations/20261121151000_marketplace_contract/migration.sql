-- Marketplace contract: full-text search, subscriptions, metering, alerts, webhooks, OAuth, billing.

-- Full-text search over names, descriptions and tags (weights A, B, C), kept by Postgres itself.
CREATE FUNCTION "api_search_document"(name TEXT, description TEXT, tags TEXT[]) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT setweight(to_tsvector('english', coalesce(name, '')), 'A')
        || setweight(to_tsvector('english', coalesce(array_to_string(tags, ' '), '')), 'A')
        || setweight(to_tsvector('english', coalesce(description, '')), 'B')
  $$;
ALTER TABLE "apis" ADD COLUMN "search_vector" tsvector
  GENERATED ALWAYS AS ("api_search_document"("name", "description", "tags")) STORED;
CREATE INDEX "apis_search_vector_idx" ON "apis" USING GIN ("search_vector");
CREATE INDEX "apis_name_id_idx" ON "apis"("name", "id");

-- Accounts: login for the OAuth consent page; a tier that lapses at a known time.
ALTER TABLE "accounts" ADD COLUMN "email" TEXT;
ALTER TABLE "accounts" ADD COLUMN "password_hash" TEXT;
ALTER TABLE "accounts" ADD COLUMN "tier_expires_at" TIMESTAMPTZ(3);
CREATE UNIQUE INDEX "accounts_email_key" ON "accounts"("email");

CREATE TABLE "subscriptions" (
    "id" TEXT NOT NULL,
    "account_id" UUID NOT NULL,
    "api_id" TEXT NOT NULL,
    "plan_id" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'active',
    "metadata" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "current_period_start" TIMESTAMPTZ(3) NOT NULL,
    "current_period_end" TIMESTAMPTZ(3) NOT NULL,
    "cancel_at_period_end" BOOLEAN NOT NULL DEFAULT false,
    "cancelled_at" TIMESTAMPTZ(3),
    "access_until" TIMESTAMPTZ(3),
    CONSTRAINT "subscriptions_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "subscriptions_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE,
    CONSTRAINT "subscriptions_api_id_fkey" FOREIGN KEY ("api_id") REFERENCES "apis"("id"),
    CONSTRAINT "subscriptions_plan_id_fkey" FOREIGN KEY ("plan_id") REFERENCES "plans"("id")
);
CREATE INDEX "subscriptions_account_id_created_at_idx" ON "subscriptions"("account_id", "created_at" DESC, "id");
CREATE INDEX "subscriptions_access_until_idx" ON "subscriptions"("access_until");
-- At most one live subscription per account and API.
CREATE UNIQUE INDEX "subscriptions_one_active_idx" ON "subscriptions"("account_id", "api_id") WHERE "status" <> 'cancelled';

-- One row per metered request (written in batches by the metering worker).
CREATE TABLE "usage_records" (
    "id" BIGSERIAL NOT NULL,
    "account_id" UUID,
    "api_id" TEXT NOT NULL,
    "method" TEXT NOT NULL,
    "endpoint" TEXT NOT NULL,
    "status" INTEGER NOT NULL,
    "latency_ms" DOUBLE PRECISION NOT NULL,
    "request_id" TEXT NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "usage_records_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "usage_records_request_id_key" ON "usage_records"("request_id");
CREATE INDEX "usage_records_account_id_at_idx" ON "usage_records"("account_id", "at");
CREATE INDEX "usage_records_account_id_api_id_at_idx" ON "usage_records"("account_id", "api_id", "at");

CREATE TABLE "alerts" (
    "id" TEXT NOT NULL,
    "account_id" UUID NOT NULL,
    "api_id" TEXT NOT NULL,
    "threshold" INTEGER NOT NULL,
    "channels" TEXT[],
    "email" TEXT,
    "webhook_url" TEXT,
    "period" TEXT NOT NULL DEFAULT 'daily',
    "last_fired_period" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "alerts_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "alerts_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE
);
CREATE INDEX "alerts_account_id_idx" ON "alerts"("account_id");

-- Stands in for sending e-mail: a mailer drains it.
CREATE TABLE "email_outbox" (
    "id" TEXT NOT NULL,
    "account_id" UUID,
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMPTZ(3),
    CONSTRAINT "email_outbox_pkey" PRIMARY KEY ("id")
);

-- Plan-limit events fire once per account, API, kind and billing month.
CREATE TABLE "usage_notices" (
    "account_id" UUID NOT NULL,
    "api_id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "period" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "usage_notices_pkey" PRIMARY KEY ("account_id", "api_id", "kind", "period")
);

CREATE TABLE "webhook_endpoints" (
    "id" TEXT NOT NULL,
    "account_id" UUID NOT NULL,
    "url" TEXT NOT NULL,
    "events" TEXT[],
    "description" TEXT,
    -- AES-256-GCM sealed: the secret must be usable to sign, so it cannot be a one-way hash.
    "secret_sealed" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'active',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deleted_at" TIMESTAMPTZ(3),
    CONSTRAINT "webhook_endpoints_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "webhook_endpoints_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE
);
CREATE INDEX "webhook_endpoints_account_id_idx" ON "webhook_endpoints"("account_id");

CREATE TABLE "events" (
    "id" TEXT NOT NULL,
    "account_id" UUID NOT NULL,
    "type" TEXT NOT NULL,
    "api_version" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "events_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "events_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE
);
CREATE INDEX "events_account_id_created_at_idx" ON "events"("account_id", "created_at");

CREATE TABLE "webhook_deliveries" (
    "id" TEXT NOT NULL,
    "event_id" TEXT NOT NULL,
    "endpoint_id" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_status_code" INTEGER,
    "last_error" TEXT,
    "next_attempt_at" TIMESTAMPTZ(3),
    "delivered_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "webhook_deliveries_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "webhook_deliveries_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE,
    CONSTRAINT "webhook_deliveries_endpoint_id_fkey" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE
);
CREATE UNIQUE INDEX "webhook_deliveries_event_id_endpoint_id_key" ON "webhook_deliveries"("event_id", "endpoint_id");
CREATE INDEX "webhook_deliveries_status_next_attempt_at_idx" ON "webhook_deliveries"("status", "next_attempt_at");

CREATE TABLE "oauth_clients" (
    "id" TEXT NOT NULL,
    "account_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    -- null for public clients (PKCE required)
    "secret_hash" TEXT,
    "redirect_uris" TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "oauth_clients_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "oauth_clients_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE
);

CREATE TABLE "oauth_codes" (
    "code_hash" TEXT NOT NULL,
    "client_id" TEXT NOT NULL,
    "account_id" UUID NOT NULL,
    "redirect_uri" TEXT NOT NULL,
    "scopes" TEXT[],
    "code_challenge" TEXT,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "oauth_codes_pkey" PRIMARY KEY ("code_hash"),
    CONSTRAINT "oauth_codes_client_id_fkey" FOREIGN KEY ("client_id") REFERENCES "oauth_clients"("id") ON DELETE CASCADE,
    CONSTRAINT "oauth_codes_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE
);

CREATE TABLE "oauth_tokens" (
    "id" TEXT NOT NULL,
    "token_hash" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "family_id" TEXT NOT NULL,
    "client_id" TEXT NOT NULL,
    "account_id" UUID NOT NULL,
    "scopes" TEXT[],
    "expires_at" TIMESTAMPTZ(3),
    "used_at" TIMESTAMPTZ(3),
    "revoked_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "oauth_tokens_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "oauth_tokens_client_id_fkey" FOREIGN KEY ("client_id") REFERENCES "oauth_clients"("id") ON DELETE CASCADE,
    CONSTRAINT "oauth_tokens_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE
);
CREATE UNIQUE INDEX "oauth_tokens_token_hash_key" ON "oauth_tokens"("token_hash");
CREATE INDEX "oauth_tokens_family_id_idx" ON "oauth_tokens"("family_id");

CREATE TABLE "invoices" (
    "id" TEXT NOT NULL,
    "account_id" UUID NOT NULL,
    "subscription_id" TEXT NOT NULL,
    "period_start" TIMESTAMPTZ(3) NOT NULL,
    "period_end" TIMESTAMPTZ(3) NOT NULL,
    "amount_usd" DOUBLE PRECISION NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'usd',
    "status" TEXT NOT NULL DEFAULT 'open',
    "payment_reference" TEXT,
    "failure_reason" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "paid_at" TIMESTAMPTZ(3),
    CONSTRAINT "invoices_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "invoices_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE,
    CONSTRAINT "invoices_subscription_id_fkey" FOREIGN KEY ("subscription_id") REFERENCES "subscriptions"("id") ON DELETE CASCADE
);
CREATE UNIQUE INDEX "invoices_subscription_id_period_start_key" ON "invoices"("subscription_id", "period_start");
CREATE INDEX "invoices_account_id_created_at_idx" ON "invoices"("account_id", "created_at" DESC);
