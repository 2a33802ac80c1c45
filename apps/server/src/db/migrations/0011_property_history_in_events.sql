-- A property's history now lives in the event log: carry the recorded changes over, then drop
-- the old table. The first price row of a property is its creation.
INSERT INTO "events" ("account_id", "actor_id", "type", "subject_type", "subject_id", "payload", "created_at")
SELECT c."user_id", c."user_id",
  CASE
    WHEN c."change_type" = 'price' AND c."previous_price" IS NULL THEN 'property.created'
    WHEN c."change_type" = 'price' THEN 'property.price_changed'
    ELSE 'property.status_changed'
  END,
  'property', c."property_id"::text,
  CASE
    WHEN c."change_type" = 'price' AND c."previous_price" IS NULL THEN jsonb_build_object('address', p."address", 'price', c."price", 'status', NULL)
    WHEN c."change_type" = 'price' THEN jsonb_build_object('address', p."address", 'from', c."previous_price", 'to', c."price")
    ELSE jsonb_build_object('address', p."address", 'from', c."previous_status", 'to', c."status")
  END,
  date_trunc('milliseconds', c."created_at")
FROM "property_changes" c JOIN "properties" p ON p."id" = c."property_id"
ORDER BY c."created_at", c."id";
--> statement-breakpoint
DROP TABLE "property_changes" CASCADE;
