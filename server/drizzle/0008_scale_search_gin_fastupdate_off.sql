-- The full-text GIN indexes write straight into the index instead of a "pending list". With the
-- pending list (fastupdate, the default) every search scans up to 4 MB of not-yet-merged entries
-- linearly until a VACUUM merges them: on PGlite, which has no autovacuum, that was 17 of the 25 ms
-- of a search over 100,000 entries. Entries are written one at a time, so the slower insert is cheap.
ALTER INDEX "inscription_entries_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "inscription_entries_title_search_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('inscription_entries_search_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('inscription_entries_title_search_idx'::regclass);
