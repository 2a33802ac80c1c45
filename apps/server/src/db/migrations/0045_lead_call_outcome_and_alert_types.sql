ALTER TABLE "lead_activities" ADD COLUMN "call_outcome" text;--> statement-breakpoint
ALTER TABLE "lead_activities" ADD COLUMN "call_duration_seconds" integer;--> statement-breakpoint
-- Property alerts take a type from the list properties use (their keys). A type typed freely
-- before ("Single Family", "Condos") becomes the key the CSV import would have given it; one
-- that names none of them becomes 'other', so the alert never widens to every type.
UPDATE "property_alerts" SET "property_type" = CASE
  WHEN w ~ '\m(condo|condominium|condos|co op|coop)\M' THEN 'condo'
  WHEN w ~ '\m(townhouse|townhome|townhomes|townhouses|town house|town home|row house|rowhouse)\M' THEN 'townhouse'
  WHEN w ~ '\m(multi ?family|duplex|triplex|fourplex|quadplex|quadruplex|residential income|[0-9]+ units?)\M' THEN 'multi_family'
  WHEN w ~ '\m(land|lot|lots|vacant|acreage|farm|ranch)\M' THEN 'land'
  WHEN w ~ '\m(commercial|business opportunity|office|retail|industrial|mixed use|warehouse)\M' THEN 'commercial'
  WHEN w ~ '\m(single ?family|residential|sfr|detached|house)\M' THEN 'single_family'
  ELSE 'other' END
FROM (SELECT "id" AS alert_id, trim(regexp_replace(lower("property_type"), '[_./[:space:]-]+', ' ', 'g')) AS w FROM "property_alerts" WHERE "property_type" IS NOT NULL) AS t
WHERE "property_alerts"."id" = t.alert_id;
