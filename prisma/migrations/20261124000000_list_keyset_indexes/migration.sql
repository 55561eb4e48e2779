-- Every marketplace list pages newest first with a keyset cursor ("created_at" DESC, "id"): each list
-- gets the index that walks its owner's rows in that order, so a page costs its own rows whatever
-- its position. Each replaces an index on the owner alone, which the new one's first column serves.
DROP INDEX "invoices_account_id_created_at_idx";
CREATE INDEX "invoices_account_id_created_at_id_idx" ON "invoices"("account_id", "created_at" DESC, "id");
DROP INDEX "webhook_endpoints_account_id_idx";
CREATE INDEX "webhook_endpoints_account_id_created_at_id_idx" ON "webhook_endpoints"("account_id", "created_at" DESC, "id");
DROP INDEX "alerts_account_id_idx";
CREATE INDEX "alerts_account_id_created_at_id_idx" ON "alerts"("account_id", "created_at" DESC, "id");
CREATE INDEX "webhook_deliveries_endpoint_id_created_at_id_idx" ON "webhook_deliveries"("endpoint_id", "created_at" DESC, "id");
