ALTER TABLE "user_reminders" ADD COLUMN "next_run_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_reminders" ADD COLUMN "sending_run_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_reminders" ADD COLUMN "last_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "user_reminders_due_idx" ON "user_reminders" USING btree ("next_run_at") WHERE is_active;