CREATE TABLE "request_quotas" (
	"key" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "csv_imports" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;