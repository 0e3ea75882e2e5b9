import type { BlogsBlock } from '@aurelle/contract';
import { BLOG_IMAGES, type BlogImage } from './artwork/blog-art.ts';
import { blogImageUrl } from './media.ts';

type Post = { date: string; en: [string, string]; fr: [string, string] };

/** Blog cards (spec §3: image, blogTitle, blogDescription), newest first. */
const POSTS: Record<BlogImage, Post> = {
  'choosing-a-solitaire': {
    date: '2026-11-04',
    en: [
      'How to choose a solitaire',
      'Cut, colour, clarity and carat are only the beginning. Our gemmologists explain how to balance the four Cs against your budget, why the setting matters as much as the stone, and how to find the shape that suits your hand.',
    ],
    fr: [
      'Bien choisir son solitaire',
      "Taille, couleur, pureté et carat ne sont qu'un début. Nos gemmologues expliquent comment équilibrer les quatre C avec votre budget, pourquoi la monture compte autant que la pierre, et comment trouver la forme qui convient à votre main.",
    ],
  },
  'caring-for-pearls': {
    date: '2026-10-12',
    en: [
      'Caring for your pearls',
      'Pearls are organic, and softer than any gem we set. A few simple habits (last on, first off, a soft cloth and restringing every few years) will keep their lustre for generations.',
    ],
    fr: [
      'Prendre soin de vos perles',
      'Les perles sont organiques, et plus tendres que toutes les pierres que nous sertissons. Quelques gestes simples (les mettre en dernier, les ôter en premier, un chiffon doux et un renfilage tous les quelques ans) préserveront leur lustre pendant des générations.',
    ],
  },
  'the-four-cs': {
    date: '2026-09-20',
    en: [
      'The four Cs, simply explained',
      'What does VS1 actually mean, and can you see the difference between a G and an H colour? A plain-language guide to the grading report that comes with every diamond we sell.',
    ],
    fr: [
      'Les quatre C, tout simplement',
      'Que signifie vraiment VS1, et voit-on la différence entre une couleur G et une couleur H ? Un guide clair du certificat qui accompagne chaque diamant que nous vendons.',
    ],
  },
  'stacking-bangles': {
    date: '2026-08-30',
    en: [
      'The art of stacking bangles',
      'Polished, pavé or twisted: how to mix metals, textures and widths so that a stack feels personal rather than planned. Three looks from our stylists, from the office to the evening.',
    ],
    fr: [
      "L'art d'accumuler les joncs",
      "Polis, pavés ou torsadés : comment mêler métaux, textures et largeurs pour qu'une accumulation paraisse personnelle plutôt que calculée. Trois looks de nos stylistes, du bureau jusqu'au soir.",
    ],
  },
  'coloured-gemstones': {
    date: '2026-08-02',
    en: [
      'A guide to coloured gemstones',
      'Rubies, sapphires and emeralds each have their own story, from the mines of Burma and Colombia to the cutting wheel. Learn what makes a fine colour, how treatments are disclosed and how to care for each stone.',
    ],
    fr: [
      'Le guide des pierres de couleur',
      "Rubis, saphirs et émeraudes ont chacun leur histoire, des mines de Birmanie et de Colombie jusqu'à la meule du lapidaire. Découvrez ce qui fait une belle couleur, comment les traitements sont indiqués et comment entretenir chaque pierre.",
    ],
  },
  'bridal-jewellery': {
    date: '2026-07-15',
    en: [
      'Jewellery for the wedding day',
      'From the engagement ring to the bangles your grandmother wore, a wedding brings many pieces together. Our bridal team shares how to choose jewellery that suits the dress, the ceremony and the years that follow.',
    ],
    fr: [
      'Les bijoux du grand jour',
      'De la bague de fiançailles aux joncs que portait votre grand-mère, un mariage réunit de nombreux bijoux. Notre équipe mariage vous explique comment choisir des pièces qui s’accordent à la robe, à la cérémonie et aux années qui suivront.',
    ],
  },
};

export function blogBlock(locale: 'en' | 'fr'): BlogsBlock {
  return {
    data: BLOG_IMAGES.map((slug) => {
      const post = POSTS[slug];
      const [blogTitle, blogDescription] = post[locale];
      return { slug, image: blogImageUrl(slug), blogTitle, blogDescription, date: post.date };
    }),
  };
}
