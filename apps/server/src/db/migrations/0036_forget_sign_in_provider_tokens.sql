-- Sign-in providers' tokens are no longer kept (auth.ts clears them on every sign-in): the ones
-- stored before go too. Nothing reads them.
UPDATE "auth_accounts" SET "access_token" = NULL, "refresh_token" = NULL, "id_token" = NULL
WHERE "access_token" IS NOT NULL OR "refresh_token" IS NOT NULL OR "id_token" IS NOT NULL;
