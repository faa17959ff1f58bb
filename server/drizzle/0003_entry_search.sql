-- Full-text search over entries (searchInscriptionEntries). Hand-written (drizzle-kit generate --custom):
-- the column is deliberately not declared in src/db/schema.ts, so `select()` of entries never ships the tsvector.
ALTER TABLE "inscription_entries" ADD COLUMN "search" tsvector
  GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "name"), 'A') || setweight(to_tsvector('english'::regconfig, "transcript"), 'B')) STORED;
--> statement-breakpoint
CREATE INDEX "inscription_entries_search_idx" ON "inscription_entries" USING gin ("search");
