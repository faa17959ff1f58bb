-- The stored entry count, kept per statement instead of per row: a bulk insert or delete of many
-- entries updates each inscription once (a row trigger updated the same parent row once per entry,
-- which piles up dead row versions, and PGlite has no autovacuum).
DROP TRIGGER "inscription_entries_count" ON "inscription_entries";
--> statement-breakpoint
DROP FUNCTION "inscription_entries_count_trg"();
--> statement-breakpoint
CREATE FUNCTION "inscription_entries_count_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Entries added minus entries removed, per inscription; a plain edit nets to zero and is skipped.
  -- During a cascade from inscriptions the parent row is already gone, so the UPDATE touches nothing.
  IF TG_OP = 'INSERT' THEN
    UPDATE "inscriptions" i SET "entry_count" = i."entry_count" + d.n
      FROM (SELECT "inscription_id", count(*)::integer AS n FROM "added" GROUP BY "inscription_id") d
     WHERE i."id" = d."inscription_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "inscriptions" i SET "entry_count" = i."entry_count" - d.n
      FROM (SELECT "inscription_id", count(*)::integer AS n FROM "removed" GROUP BY "inscription_id") d
     WHERE i."id" = d."inscription_id";
  ELSE
    UPDATE "inscriptions" i SET "entry_count" = i."entry_count" + d.n
      FROM (SELECT "inscription_id", sum(n)::integer AS n
              FROM (SELECT "inscription_id", 1 AS n FROM "added"
                    UNION ALL SELECT "inscription_id", -1 FROM "removed") moves
             GROUP BY "inscription_id" HAVING sum(n) <> 0) d
     WHERE i."id" = d."inscription_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "inscription_entries_count_insert" AFTER INSERT ON "inscription_entries"
REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "inscription_entries_count_apply"();
--> statement-breakpoint
CREATE TRIGGER "inscription_entries_count_delete" AFTER DELETE ON "inscription_entries"
REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "inscription_entries_count_apply"();
--> statement-breakpoint
CREATE TRIGGER "inscription_entries_count_update" AFTER UPDATE ON "inscription_entries"
REFERENCING OLD TABLE AS "removed" NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "inscription_entries_count_apply"();
