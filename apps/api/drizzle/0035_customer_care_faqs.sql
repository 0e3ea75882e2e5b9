CREATE TABLE "faqs" (
	"locale" text NOT NULL,
	"position" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	CONSTRAINT "faqs_locale_position_pk" PRIMARY KEY("locale","position")
);
--> statement-breakpoint
-- hand-written
-- Customer care's questions as the shop showed them before they could be edited, in both
-- languages, so an existing shop keeps its words; the owner's later edits replace them.
INSERT INTO "faqs" ("locale", "position", "question", "answer") VALUES
('en', 0, 'How long will my order take to arrive?', 'Pieces in stock ship within two working days and usually arrive within a week. Made-to-order pieces take up to four weeks. The expected delivery date is always shown at checkout.'),
('en', 1, 'Is shipping free?', 'Yes. Every order ships free of charge, fully insured and in discreet packaging, and requires a signature on delivery.'),
('en', 2, 'Are your diamonds certified?', 'Every diamond of 0.30 carats or more comes with an independent grading report from GIA or IGI. Smaller stones are graded in our studio to the same standards.'),
('en', 3, 'Do you sell laboratory-grown diamonds?', 'Yes, and they are always clearly identified as such on the product page, the certificate and the invoice.'),
('en', 4, 'Can I return or exchange a piece?', 'Unworn pieces can be returned or exchanged within 15 days of delivery. Engraved, resized and made-to-order pieces are excluded; our returns policy gives the details.'),
('en', 5, 'What if my ring does not fit?', 'We resize rings free of charge once within the first year. Our size guide explains how to measure at home, and we can send you a ring sizer.'),
('en', 6, 'Which currencies can I pay in?', 'You can browse and pay in Indian rupees, US dollars, UAE dirhams and euros. Choose your currency at the top of the home page, in the menu or in the footer.'),
('en', 7, 'How should I care for my jewellery?', 'Take it off for swimming, exercise and housework, store each piece separately, and bring it to us once a year for a free clean and inspection.'),
('fr', 0, 'Sous quel délai vais-je recevoir ma commande ?', 'Les pièces en stock sont expédiées sous deux jours ouvrés et arrivent généralement en une semaine. Les pièces sur commande demandent jusqu''à quatre semaines. La date de livraison estimée est toujours indiquée au moment de commander.'),
('fr', 1, 'La livraison est-elle gratuite ?', 'Oui. Chaque commande est livrée gratuitement, entièrement assurée et dans un emballage discret, contre signature à la réception.'),
('fr', 2, 'Vos diamants sont-ils certifiés ?', 'Chaque diamant de 0,30 carat ou plus est accompagné d''un certificat indépendant du GIA ou de l''IGI. Les pierres plus petites sont évaluées dans notre studio selon les mêmes critères.'),
('fr', 3, 'Vendez-vous des diamants de synthèse ?', 'Oui, et ils sont toujours clairement identifiés comme tels sur la fiche produit, le certificat et la facture.'),
('fr', 4, 'Puis-je retourner ou échanger un bijou ?', 'Les bijoux non portés peuvent être retournés ou échangés dans les 15 jours suivant la livraison. Les pièces gravées, mises à taille ou réalisées sur commande sont exclues ; notre politique de retour en donne le détail.'),
('fr', 5, 'Et si ma bague n''est pas à la bonne taille ?', 'Nous mettons les bagues à taille gratuitement une fois la première année. Notre guide des tailles explique comment mesurer chez vous, et nous pouvons vous envoyer un baguier.'),
('fr', 6, 'Dans quelles devises puis-je payer ?', 'Vous pouvez consulter les prix et payer en roupies indiennes, en dollars américains, en dirhams des Émirats et en euros. Choisissez votre devise en haut de la page d''accueil, dans le menu ou en bas de page.'),
('fr', 7, 'Comment entretenir mes bijoux ?', 'Retirez-les pour nager, faire du sport ou le ménage, rangez chaque pièce séparément et confiez-les-nous une fois par an pour un nettoyage et une vérification gratuits.')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The questions are content the shop's caches are built from: a write moves the `catalog` cache
-- version at commit (migration catalog_cache_version_by_trigger).
CREATE CONSTRAINT TRIGGER faqs_catalog_cache_version
AFTER INSERT OR UPDATE OR DELETE ON faqs
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION bump_catalog_cache_version();
