CREATE TABLE "flow_run_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"step_index" integer NOT NULL,
	"step_id" text NOT NULL,
	"type" text NOT NULL,
	"result" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"flow_id" uuid NOT NULL,
	"lead_id" uuid,
	"status" text DEFAULT 'running' NOT NULL,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"current_step" integer,
	"generation" integer DEFAULT 0 NOT NULL,
	"next_step_at" timestamp with time zone,
	"paused_by" text,
	"started_via" text DEFAULT 'hand' NOT NULL,
	"trigger_id" uuid,
	"start_key" text,
	"reason" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "property_alert_matches" (
	"alert_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"baseline" boolean DEFAULT false NOT NULL,
	CONSTRAINT "property_alert_matches_alert_id_property_id_pk" PRIMARY KEY("alert_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "property_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"lead_id" uuid,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"city" text,
	"zipcode" text,
	"min_price" bigint,
	"max_price" bigint,
	"min_beds" integer,
	"min_baths" integer,
	"property_type" text,
	"status" text,
	"notify_lead" text DEFAULT 'none' NOT NULL,
	"last_matched_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_executions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"cause" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trigger_firings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trigger_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"cause" text NOT NULL,
	"leads_enrolled" integer DEFAULT 0 NOT NULL,
	"fired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flows" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "flows" ADD COLUMN "status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "flows" ADD COLUMN "steps" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "flows" ADD COLUMN "stop_on_reply" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "flows" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "tracking_tasks" ADD COLUMN "kind" text DEFAULT 'watch_property' NOT NULL;--> statement-breakpoint
ALTER TABLE "tracking_tasks" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tracking_tasks" ADD COLUMN "property_id" uuid;--> statement-breakpoint
ALTER TABLE "tracking_tasks" ADD COLUMN "lead_id" uuid;--> statement-breakpoint
ALTER TABLE "tracking_tasks" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tracking_tasks" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tracking_tasks" ADD COLUMN "last_run_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "triggers" ADD COLUMN "flow_id" uuid;--> statement-breakpoint
ALTER TABLE "triggers" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "triggers" ADD COLUMN "kind" text DEFAULT 'lead_created' NOT NULL;--> statement-breakpoint
ALTER TABLE "triggers" ADD COLUMN "config" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "triggers" ADD COLUMN "last_fired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "triggers" ADD COLUMN "next_fire_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "request_key" text;--> statement-breakpoint
ALTER TABLE "flow_run_steps" ADD CONSTRAINT "flow_run_steps_run_id_flow_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."flow_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_runs" ADD CONSTRAINT "flow_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_runs" ADD CONSTRAINT "flow_runs_flow_id_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_runs" ADD CONSTRAINT "flow_runs_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_runs" ADD CONSTRAINT "flow_runs_trigger_id_triggers_id_fk" FOREIGN KEY ("trigger_id") REFERENCES "public"."triggers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_alert_matches" ADD CONSTRAINT "property_alert_matches_alert_id_property_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."property_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_alert_matches" ADD CONSTRAINT "property_alert_matches_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_alerts" ADD CONSTRAINT "property_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_alerts" ADD CONSTRAINT "property_alerts_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_executions" ADD CONSTRAINT "task_executions_task_id_tracking_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tracking_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_executions" ADD CONSTRAINT "task_executions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trigger_firings" ADD CONSTRAINT "trigger_firings_trigger_id_triggers_id_fk" FOREIGN KEY ("trigger_id") REFERENCES "public"."triggers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trigger_firings" ADD CONSTRAINT "trigger_firings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flow_run_steps_run_index_idx" ON "flow_run_steps" USING btree ("run_id","step_index");--> statement-breakpoint
CREATE INDEX "flow_runs_user_started_idx" ON "flow_runs" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "flow_runs_flow_started_idx" ON "flow_runs" USING btree ("flow_id","started_at");--> statement-breakpoint
CREATE INDEX "flow_runs_lead_idx" ON "flow_runs" USING btree ("lead_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_runs_flow_start_key_idx" ON "flow_runs" USING btree ("flow_id","start_key");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_runs_one_open_per_lead_idx" ON "flow_runs" USING btree ("flow_id","lead_id") WHERE status in ('running', 'waiting', 'paused');--> statement-breakpoint
CREATE INDEX "property_alerts_user_idx" ON "property_alerts" USING btree ("user_id","enabled");--> statement-breakpoint
CREATE UNIQUE INDEX "task_executions_task_cause_idx" ON "task_executions" USING btree ("task_id","cause");--> statement-breakpoint
CREATE INDEX "task_executions_user_at_idx" ON "task_executions" USING btree ("user_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "trigger_firings_trigger_cause_idx" ON "trigger_firings" USING btree ("trigger_id","cause");--> statement-breakpoint
CREATE INDEX "trigger_firings_trigger_time_idx" ON "trigger_firings" USING btree ("trigger_id","fired_at");--> statement-breakpoint
ALTER TABLE "tracking_tasks" ADD CONSTRAINT "tracking_tasks_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_tasks" ADD CONSTRAINT "tracking_tasks_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "triggers" ADD CONSTRAINT "triggers_flow_id_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tracking_tasks_property_idx" ON "tracking_tasks" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "tracking_tasks_due_idx" ON "tracking_tasks" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "triggers_user_kind_idx" ON "triggers" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "triggers_next_fire_idx" ON "triggers" USING btree ("next_fire_at");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_user_request_key_idx" ON "messages" USING btree ("user_id","request_key");