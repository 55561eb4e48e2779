-- Console sign-ins: the cookie carries a random token; only its SHA-256 is stored, with an absolute expiry.
CREATE TABLE "console_sessions" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "token_hash" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "console_sessions_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "console_sessions_token_hash_key" ON "console_sessions"("token_hash");
CREATE INDEX "console_sessions_account_id_idx" ON "console_sessions"("account_id");
ALTER TABLE "console_sessions" ADD CONSTRAINT "console_sessions_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;
