CREATE TABLE "appointment_calendar_events" (
	"appointment_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"event_url" text NOT NULL,
	"etag" text,
	"sequence" integer NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_connections" (
	"user_id" text PRIMARY KEY NOT NULL,
	"server_url" text NOT NULL,
	"username" text NOT NULL,
	"password_sealed" text NOT NULL,
	"calendar_url" text NOT NULL,
	"calendar_name" text NOT NULL,
	"calendars" jsonb NOT NULL,
	"last_error" text,
	"last_synced_at" timestamp with time zone,
	"busy_times" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"syncing_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointment_calendar_events" ADD CONSTRAINT "appointment_calendar_events_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_calendar_events" ADD CONSTRAINT "appointment_calendar_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_connections" ADD CONSTRAINT "calendar_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_calendar_events_user_idx" ON "appointment_calendar_events" USING btree ("user_id");