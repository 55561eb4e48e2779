-- Every change to what a credential may do notifies the processes that cache principals, on commit,
-- whichever client made it (the service, the key CLI, an operator's SQL): LISTEN principal_invalidate.
CREATE OR REPLACE FUNCTION "principal_invalidate"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    changed record;
BEGIN
    IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
    PERFORM pg_notify('principal_invalidate', to_jsonb(changed) ->> TG_ARGV[0]);
    RETURN NULL;
END
$$;

CREATE TRIGGER "api_keys_principal_invalidate"
    AFTER UPDATE OF "revoked_at", "scopes", "key_hash", "account_id" OR DELETE ON "api_keys"
    FOR EACH ROW EXECUTE FUNCTION "principal_invalidate"('account_id');

CREATE TRIGGER "oauth_tokens_principal_invalidate"
    AFTER UPDATE OF "revoked_at", "scopes", "expires_at", "account_id" OR DELETE ON "oauth_tokens"
    FOR EACH ROW EXECUTE FUNCTION "principal_invalidate"('account_id');

CREATE TRIGGER "accounts_principal_invalidate"
    AFTER UPDATE OF "tier", "tier_expires_at" OR DELETE ON "accounts"
    FOR EACH ROW EXECUTE FUNCTION "principal_invalidate"('id');
