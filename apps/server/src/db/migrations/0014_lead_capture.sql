CREATE TABLE "lead_form_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"outcome" text NOT NULL,
	"lead_id" uuid,
	"values" jsonb NOT NULL,
	"consent" boolean NOT NULL,
	"consent_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"public_id" text NOT NULL,
	"title" text NOT NULL,
	"intro" text,
	"fields" jsonb NOT NULL,
	"ask_consent" boolean NOT NULL,
	"consent_text" text NOT NULL,
	"thank_you" text NOT NULL,
	"source" text NOT NULL,
	"enabled" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_forms_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "lead_forms_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
ALTER TABLE "lead_form_submissions" ADD CONSTRAINT "lead_form_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_form_submissions" ADD CONSTRAINT "lead_form_submissions_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_forms" ADD CONSTRAINT "lead_forms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_form_submissions_user_created_idx" ON "lead_form_submissions" USING btree ("user_id","created_at");