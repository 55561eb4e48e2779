-- Memory endpoints now check the scopes memory:read and memory:write. Every API key created before
-- could use them (no scope was checked), so existing keys keep that access; keys created from now on
-- get exactly the scopes asked for (or the default, which includes both). OAuth tokens are not
-- touched: they carry exactly what the user granted.
UPDATE "api_keys"
SET "scopes" = "scopes" || ARRAY(SELECT s FROM unnest(ARRAY['memory:read', 'memory:write']::text[]) AS s WHERE NOT (s = ANY ("scopes")))
WHERE NOT ("scopes" @> ARRAY['memory:read', 'memory:write']::text[]);
