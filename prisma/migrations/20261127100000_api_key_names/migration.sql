-- A name the owner gives a key in the console, to tell keys apart (docs/decisions/console.md).
ALTER TABLE "api_keys" ADD COLUMN "name" TEXT;
