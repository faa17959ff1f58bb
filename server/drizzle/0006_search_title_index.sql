-- Search ranks a bounded candidate set (modules/search/service.ts): the newest matches, plus the newest
-- entries whose title matches, found through this index. Hand-written like 0003: not in src/db/schema.ts.
CREATE INDEX "inscription_entries_title_search_idx" ON "inscription_entries" USING gin (to_tsvector('english'::regconfig, "name"));
