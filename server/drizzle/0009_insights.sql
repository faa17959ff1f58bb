CREATE TABLE "insight_refreshes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inscription_id" uuid NOT NULL,
	"period" text NOT NULL,
	"engine" text NOT NULL,
	"entry_count" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inscription_insights" ADD COLUMN "fields" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "inscription_insights" ADD COLUMN "engine" text;--> statement-breakpoint
ALTER TABLE "inscription_insights" ADD COLUMN "entry_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "timeline_entries" ADD COLUMN "sentences" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "timeline_entries" ADD COLUMN "period_key" text;--> statement-breakpoint
ALTER TABLE "insight_refreshes" ADD CONSTRAINT "insight_refreshes_inscription_id_inscriptions_id_fk" FOREIGN KEY ("inscription_id") REFERENCES "public"."inscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "insight_refreshes_period_idx" ON "insight_refreshes" USING btree ("inscription_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "timeline_entries_period_idx" ON "timeline_entries" USING btree ("inscription_id","period_key");