ALTER TABLE "inscriptions" ADD COLUMN "entry_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Backfill the stored count of the existing rows.
UPDATE "inscriptions" i SET "entry_count" = c.n
FROM (SELECT "inscription_id", count(*)::integer AS n FROM "inscription_entries" GROUP BY "inscription_id") c
WHERE c."inscription_id" = i."id";
--> statement-breakpoint
-- Kept right in the same transaction as every insert/delete/move of an entry, whoever issues it
-- (resolvers, cascades, manual SQL). During a cascade from inscriptions the parent row is already
-- gone, so the UPDATE touches nothing.
CREATE FUNCTION "inscription_entries_count_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "inscriptions" SET "entry_count" = "entry_count" + 1 WHERE "id" = NEW."inscription_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "inscriptions" SET "entry_count" = "entry_count" - 1 WHERE "id" = OLD."inscription_id";
  ELSIF NEW."inscription_id" IS DISTINCT FROM OLD."inscription_id" THEN
    UPDATE "inscriptions" SET "entry_count" = "entry_count" - 1 WHERE "id" = OLD."inscription_id";
    UPDATE "inscriptions" SET "entry_count" = "entry_count" + 1 WHERE "id" = NEW."inscription_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "inscription_entries_count" AFTER INSERT OR DELETE OR UPDATE OF "inscription_id" ON "inscription_entries"
FOR EACH ROW EXECUTE FUNCTION "inscription_entries_count_trg"();
