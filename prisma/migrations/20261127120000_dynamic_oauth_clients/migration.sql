-- RFC 7591 dynamic client registration (docs/decisions/mcp-oauth.md). A client registered at
-- `POST /oauth/register` belongs to no account; one never used (no code exchanged) is swept after
-- some days, found by the index below.
ALTER TABLE "oauth_clients" ALTER COLUMN "account_id" DROP NOT NULL;
ALTER TABLE "oauth_clients" ADD COLUMN "dynamic" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "oauth_clients" ADD COLUMN "last_used_at" TIMESTAMPTZ(3);
CREATE INDEX "oauth_clients_dynamic_last_used_at_created_at_idx" ON "oauth_clients"("dynamic", "last_used_at", "created_at");
