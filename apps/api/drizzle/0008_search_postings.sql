CREATE TABLE "search_postings" (
	"lang" text NOT NULL,
	"field" text NOT NULL,
	"word" text NOT NULL,
	"product_id" uuid NOT NULL,
	"is_active" boolean NOT NULL,
	"featured_rank" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "search_postings_product_id_lang_field_word_pk" PRIMARY KEY("product_id","lang","field","word")
);
--> statement-breakpoint
ALTER TABLE "search_words" ADD COLUMN "names" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_words" ADD COLUMN "texts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_postings" ADD CONSTRAINT "search_postings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_postings_featured_idx" ON "search_postings" USING btree ("lang","field","word","featured_rank","created_at" DESC NULLS LAST,"product_id","is_active");--> statement-breakpoint
CREATE INDEX "search_postings_name_prefix_idx" ON "search_postings" USING btree ("lang","word" text_pattern_ops,"product_id") WHERE "search_postings"."field" = 'full_name' and "search_postings"."is_active";
--> statement-breakpoint
-- A search reads a product's featured order and whether it is active from its postings, so they
-- must move with every write to the product's row, whoever writes it (an admin, plain SQL).
CREATE OR REPLACE FUNCTION copy_product_to_search_postings() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_postings
     SET is_active = NEW.is_active, featured_rank = NEW.featured_rank, created_at = NEW.created_at
   WHERE product_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_postings
AFTER UPDATE OF is_active, featured_rank, created_at ON products
FOR EACH ROW
WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active
   OR OLD.featured_rank IS DISTINCT FROM NEW.featured_rank
   OR OLD.created_at IS DISTINCT FROM NEW.created_at)
EXECUTE FUNCTION copy_product_to_search_postings();
--> statement-breakpoint
-- The postings and vocabulary of the catalogue already written, as refreshSearchText builds them.
INSERT INTO search_postings (lang, field, word, product_id, is_active, featured_rank, created_at)
SELECT DISTINCT l.lang, f.field, f.word, p.id, p.is_active, p.featured_rank, p.created_at
  FROM unnest(ARRAY['en', 'fr']) AS l(lang)
  JOIN product_translations t ON t.locale = l.lang OR (t.locale = 'en' AND NOT EXISTS (
    SELECT 1 FROM product_translations own WHERE own.product_id = t.product_id AND own.locale = l.lang))
  JOIN products p ON p.id = t.product_id
  CROSS JOIN LATERAL (
    SELECT 'full_name', lower(t.name)
    UNION ALL SELECT 'name', regexp_split_to_table(lower(t.name), '[[:space:],.;:!?()/"''-]+')
    UNION ALL SELECT 'text', regexp_split_to_table(lower(t.search_text), '[[:space:],.;:!?()/"''-]+')
  ) AS f(field, word)
 WHERE f.word <> '';
--> statement-breakpoint
DELETE FROM search_words;
--> statement-breakpoint
INSERT INTO search_words (locale, word, names, texts)
SELECT lang, word, count(*) FILTER (WHERE field = 'name'), count(*) FILTER (WHERE field = 'text')
  FROM search_postings WHERE field IN ('name', 'text') GROUP BY lang, word;
