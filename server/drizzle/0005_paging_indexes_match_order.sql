DROP INDEX "chat_sessions_paging_idx";--> statement-breakpoint
DROP INDEX "inscription_entries_paging_idx";--> statement-breakpoint
DROP INDEX "inscriptions_user_created_idx";--> statement-breakpoint
DROP INDEX "timeline_entries_paging_idx";--> statement-breakpoint
CREATE INDEX "chat_sessions_paging_idx" ON "chat_sessions" USING btree ("inscription_id","date_created","id");--> statement-breakpoint
CREATE INDEX "inscription_entries_paging_idx" ON "inscription_entries" USING btree ("inscription_id","date_recorded","id");--> statement-breakpoint
CREATE INDEX "inscriptions_user_created_idx" ON "inscriptions" USING btree ("user_id","date_created","id");--> statement-breakpoint
CREATE INDEX "timeline_entries_paging_idx" ON "timeline_entries" USING btree ("inscription_id","date_created","id");