CREATE TABLE "csv_import_batches" (
	"import_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "csv_import_batches_import_id_seq_pk" PRIMARY KEY("import_id","seq")
);
--> statement-breakpoint
CREATE TABLE "csv_import_chunks" (
	"import_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "csv_import_chunks_import_id_seq_pk" PRIMARY KEY("import_id","seq")
);
--> statement-breakpoint
CREATE TABLE "conversation_states" (
	"user_id" text NOT NULL,
	"lead_id" uuid NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "conversation_states_user_id_lead_id_pk" PRIMARY KEY("user_id","lead_id")
);
--> statement-breakpoint
CREATE TABLE "email_accounts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"from_name" text NOT NULL,
	"from_address" text NOT NULL,
	"username" text NOT NULL,
	"password_encrypted" text NOT NULL,
	"smtp_host" text NOT NULL,
	"smtp_port" integer NOT NULL,
	"smtp_secure" boolean NOT NULL,
	"imap_host" text NOT NULL,
	"imap_port" integer NOT NULL,
	"imap_secure" boolean NOT NULL,
	"imap_last_uid" integer DEFAULT 0 NOT NULL,
	"imap_uid_validity" text,
	"last_error" text,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_consents" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"sms_opted_out_at" timestamp with time zone,
	"email_unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"channel" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"sms_enabled" boolean DEFAULT false NOT NULL,
	"sms_phone_number" text,
	"email_enabled" boolean DEFAULT true NOT NULL,
	"dismissed_banners" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "csv_import_parts" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "csv_import_parts" CASCADE;--> statement-breakpoint
-- Staged imports of the row-parts design cannot be finished by the file design: they are dropped.
DELETE FROM "csv_imports";--> statement-breakpoint
DROP INDEX "properties_user_mls_idx";--> statement-breakpoint
DROP INDEX "leads_user_email_idx";--> statement-breakpoint
DROP INDEX "leads_user_phone_idx";--> statement-breakpoint
DROP INDEX "messages_user_type_idx";--> statement-breakpoint
DROP INDEX "csv_imports_user_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "mls_key" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "address_key" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "import_row" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "email_key" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "phone_key" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "import_row" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "lead_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "direction" text DEFAULT 'outbound' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "status" text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "from_address" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "to_address" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "body" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "provider_id" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "in_reply_to" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "bulk_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "send_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "csv_imports" ADD COLUMN "status" text DEFAULT 'uploading' NOT NULL;--> statement-breakpoint
ALTER TABLE "csv_imports" ADD COLUMN "file_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "csv_imports" ADD COLUMN "file_bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "csv_imports" ADD COLUMN "received_bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "csv_imports" ADD COLUMN "chunk_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "csv_imports" ADD COLUMN "options" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "csv_imports" ADD COLUMN "progress" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "csv_imports" ADD COLUMN "result" jsonb;--> statement-breakpoint
ALTER TABLE "csv_imports" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "csv_imports" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "csv_import_batches" ADD CONSTRAINT "csv_import_batches_import_id_csv_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."csv_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "csv_import_chunks" ADD CONSTRAINT "csv_import_chunks_import_id_csv_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."csv_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_states" ADD CONSTRAINT "conversation_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_states" ADD CONSTRAINT "conversation_states_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_accounts" ADD CONSTRAINT "email_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_consents" ADD CONSTRAINT "lead_consents_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_consents" ADD CONSTRAINT "lead_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_settings" ADD CONSTRAINT "messaging_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_templates_user_idx" ON "message_templates" USING btree ("user_id","name");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_user_mls_key_idx" ON "properties" USING btree ("user_id","mls_key");--> statement-breakpoint
CREATE INDEX "properties_user_address_key_idx" ON "properties" USING btree ("user_id","address_key");--> statement-breakpoint
CREATE INDEX "leads_user_email_key_idx" ON "leads" USING btree ("user_id","email_key");--> statement-breakpoint
CREATE INDEX "leads_user_phone_key_idx" ON "leads" USING btree ("user_id","phone_key");--> statement-breakpoint
CREATE INDEX "messages_user_lead_idx" ON "messages" USING btree ("user_id","lead_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_type_provider_idx" ON "messages" USING btree ("type","provider_id");--> statement-breakpoint
CREATE INDEX "messages_user_type_idx" ON "messages" USING btree ("user_id","type","created_at");--> statement-breakpoint
CREATE INDEX "csv_imports_user_idx" ON "csv_imports" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "csv_imports" DROP COLUMN "row_count";--> statement-breakpoint
ALTER TABLE "csv_imports" DROP COLUMN "part_count";