CREATE TABLE "blog_post_texts" (
	"post_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "blog_post_texts_post_id_locale_pk" PRIMARY KEY("post_id","locale")
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"image" text NOT NULL,
	"published_on" date NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_slug_unique" UNIQUE("slug"),
	CONSTRAINT "blog_posts_slug_shape" CHECK ("blog_posts"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
ALTER TABLE "blog_post_texts" ADD CONSTRAINT "blog_post_texts_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written
-- The blog's posts as the shop showed them before they could be edited (the cards of the
-- `blogs` content block; the sample article's text as the newest post's body), so an existing
-- shop keeps its words; the owner's later edits replace them.
INSERT INTO "blog_posts" ("slug", "image", "published_on", "published") VALUES
('choosing-a-solitaire', '/media/blog/choosing-a-solitaire.webp', '2026-11-04', true),
('caring-for-pearls', '/media/blog/caring-for-pearls.webp', '2026-10-12', true),
('the-four-cs', '/media/blog/the-four-cs.webp', '2026-09-20', true),
('stacking-bangles', '/media/blog/stacking-bangles.webp', '2026-08-30', true),
('coloured-gemstones', '/media/blog/coloured-gemstones.webp', '2026-08-02', true),
('bridal-jewellery', '/media/blog/bridal-jewellery.webp', '2026-07-15', true)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "blog_post_texts" ("post_id", "locale", "title", "excerpt", "body")
SELECT "blog_posts"."id", "texts"."locale", "texts"."title", "texts"."excerpt", "texts"."body" FROM (VALUES
('choosing-a-solitaire', 'en', 'How to choose a solitaire', 'Cut, colour, clarity and carat are only the beginning. Our gemmologists explain how to balance the four Cs against your budget, why the setting matters as much as the stone, and how to find the shape that suits your hand.', '<p>Choosing a diamond can feel like learning a new language. It need not. Behind the grades and certificates lies one simple question: which stone will you love looking at every day?</p><h2>Start with the cut</h2><p>Of the four Cs, cut matters most to how a diamond looks, because it decides how much light the stone returns to your eye. A well-cut diamond can look larger and brighter than a heavier stone with shallow or deep proportions. Once the cut is excellent, balance colour and clarity against your budget: few people can tell a G colour from an F once it is set, and a VS2 clarity is clean to the eye.</p><h2>In conclusion</h2><p>The right diamond is the one that suits your hand, your style and your story, not the one with the most impressive line on a report. Come and compare stones side by side in our studio, or ask our advisers for a shortlist chosen around you.</p>'),
('caring-for-pearls', 'en', 'Caring for your pearls', 'Pearls are organic, and softer than any gem we set. A few simple habits (last on, first off, a soft cloth and restringing every few years) will keep their lustre for generations.', '<p>Pearls are organic, and softer than any gem we set. A few simple habits (last on, first off, a soft cloth and restringing every few years) will keep their lustre for generations.</p>'),
('the-four-cs', 'en', 'The four Cs, simply explained', 'What does VS1 actually mean, and can you see the difference between a G and an H colour? A plain-language guide to the grading report that comes with every diamond we sell.', '<p>What does VS1 actually mean, and can you see the difference between a G and an H colour? A plain-language guide to the grading report that comes with every diamond we sell.</p>'),
('stacking-bangles', 'en', 'The art of stacking bangles', 'Polished, pavé or twisted: how to mix metals, textures and widths so that a stack feels personal rather than planned. Three looks from our stylists, from the office to the evening.', '<p>Polished, pavé or twisted: how to mix metals, textures and widths so that a stack feels personal rather than planned. Three looks from our stylists, from the office to the evening.</p>'),
('coloured-gemstones', 'en', 'A guide to coloured gemstones', 'Rubies, sapphires and emeralds each have their own story, from the mines of Burma and Colombia to the cutting wheel. Learn what makes a fine colour, how treatments are disclosed and how to care for each stone.', '<p>Rubies, sapphires and emeralds each have their own story, from the mines of Burma and Colombia to the cutting wheel. Learn what makes a fine colour, how treatments are disclosed and how to care for each stone.</p>'),
('bridal-jewellery', 'en', 'Jewellery for the wedding day', 'From the engagement ring to the bangles your grandmother wore, a wedding brings many pieces together. Our bridal team shares how to choose jewellery that suits the dress, the ceremony and the years that follow.', '<p>From the engagement ring to the bangles your grandmother wore, a wedding brings many pieces together. Our bridal team shares how to choose jewellery that suits the dress, the ceremony and the years that follow.</p>'),
('choosing-a-solitaire', 'fr', 'Bien choisir son solitaire', 'Taille, couleur, pureté et carat ne sont qu''un début. Nos gemmologues expliquent comment équilibrer les quatre C avec votre budget, pourquoi la monture compte autant que la pierre, et comment trouver la forme qui convient à votre main.', '<p>Choisir un diamant peut donner l''impression d''apprendre une nouvelle langue. Ce n''est pas une fatalité. Derrière les grades et les certificats se cache une question simple : quelle pierre aimerez-vous regarder chaque jour ?</p><h2>Commencez par la taille</h2><p>Des quatre C, c''est la taille qui compte le plus pour l''apparence d''un diamant, car c''est elle qui décide de la quantité de lumière renvoyée vers l''œil. Un diamant bien taillé peut paraître plus grand et plus lumineux qu''une pierre plus lourde aux proportions trop plates ou trop profondes. Une fois la taille excellente, arbitrez entre couleur et pureté selon votre budget : rares sont ceux qui distinguent une couleur G d''une couleur F une fois la pierre sertie, et une pureté VS2 est sans défaut visible à l''œil nu.</p><h2>En conclusion</h2><p>Le bon diamant est celui qui sied à votre main, à votre style et à votre histoire, pas celui qui affiche la ligne la plus impressionnante sur un certificat. Venez comparer les pierres côte à côte dans notre studio, ou demandez à nos conseillers une sélection pensée pour vous.</p>'),
('caring-for-pearls', 'fr', 'Prendre soin de vos perles', 'Les perles sont organiques, et plus tendres que toutes les pierres que nous sertissons. Quelques gestes simples (les mettre en dernier, les ôter en premier, un chiffon doux et un renfilage tous les quelques ans) préserveront leur lustre pendant des générations.', '<p>Les perles sont organiques, et plus tendres que toutes les pierres que nous sertissons. Quelques gestes simples (les mettre en dernier, les ôter en premier, un chiffon doux et un renfilage tous les quelques ans) préserveront leur lustre pendant des générations.</p>'),
('the-four-cs', 'fr', 'Les quatre C, tout simplement', 'Que signifie vraiment VS1, et voit-on la différence entre une couleur G et une couleur H ? Un guide clair du certificat qui accompagne chaque diamant que nous vendons.', '<p>Que signifie vraiment VS1, et voit-on la différence entre une couleur G et une couleur H ? Un guide clair du certificat qui accompagne chaque diamant que nous vendons.</p>'),
('stacking-bangles', 'fr', 'L''art d''accumuler les joncs', 'Polis, pavés ou torsadés : comment mêler métaux, textures et largeurs pour qu''une accumulation paraisse personnelle plutôt que calculée. Trois looks de nos stylistes, du bureau jusqu''au soir.', '<p>Polis, pavés ou torsadés : comment mêler métaux, textures et largeurs pour qu''une accumulation paraisse personnelle plutôt que calculée. Trois looks de nos stylistes, du bureau jusqu''au soir.</p>'),
('coloured-gemstones', 'fr', 'Le guide des pierres de couleur', 'Rubis, saphirs et émeraudes ont chacun leur histoire, des mines de Birmanie et de Colombie jusqu''à la meule du lapidaire. Découvrez ce qui fait une belle couleur, comment les traitements sont indiqués et comment entretenir chaque pierre.', '<p>Rubis, saphirs et émeraudes ont chacun leur histoire, des mines de Birmanie et de Colombie jusqu''à la meule du lapidaire. Découvrez ce qui fait une belle couleur, comment les traitements sont indiqués et comment entretenir chaque pierre.</p>'),
('bridal-jewellery', 'fr', 'Les bijoux du grand jour', 'De la bague de fiançailles aux joncs que portait votre grand-mère, un mariage réunit de nombreux bijoux. Notre équipe mariage vous explique comment choisir des pièces qui s’accordent à la robe, à la cérémonie et aux années qui suivront.', '<p>De la bague de fiançailles aux joncs que portait votre grand-mère, un mariage réunit de nombreux bijoux. Notre équipe mariage vous explique comment choisir des pièces qui s’accordent à la robe, à la cérémonie et aux années qui suivront.</p>')
) AS "texts" ("slug", "locale", "title", "excerpt", "body")
JOIN "blog_posts" ON "blog_posts"."slug" = "texts"."slug"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The cards are now read from the posts: the block they came from is no longer read.
DELETE FROM "content_blocks" WHERE "name" = 'blogs';
--> statement-breakpoint
-- The posts are content the shop's caches are built from: a write moves the `catalog` cache
-- version at commit (migration catalog_cache_version_by_trigger).
CREATE CONSTRAINT TRIGGER blog_posts_catalog_cache_version
AFTER INSERT OR UPDATE OR DELETE ON blog_posts
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION bump_catalog_cache_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER blog_post_texts_catalog_cache_version
AFTER INSERT OR UPDATE OR DELETE ON blog_post_texts
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION bump_catalog_cache_version();
