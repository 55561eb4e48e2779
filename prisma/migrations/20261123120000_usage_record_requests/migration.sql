-- A usage row may stand for several identical requests (same account, endpoint, method and status,
-- metered within one flush of the edge): `requests` counts them and `latency_ms` is their total.
ALTER TABLE "usage_records" ADD COLUMN "requests" INTEGER NOT NULL DEFAULT 1;
