import type {
  HomeBannersBlock,
  InFocusBlockData,
  SeoSettingBlock,
  SocialMediaBlock,
  StoryBlock,
} from '@aurelle/contract';
import { CATEGORIES } from './catalog-data.ts';
import { bannerUrl, categoryImageUrl, storyUrl } from './media.ts';

export type Locale = 'en' | 'fr';
export type Brand = { name: string; slug: string };
export type ContentBlockSeed = { name: string; locale: Locale; data: unknown };

function seo(brand: Brand, locale: Locale): SeoSettingBlock {
  return locale === 'en'
    ? {
        meta_title: `${brand.name} | Fine Diamond Jewellery, Mumbai`,
        meta_description: `${brand.name} crafts fine jewellery in diamonds, sapphires, emeralds and pearls in its Mumbai atelier. Engagement rings, earrings, necklaces and bangles, delivered across India and beyond.`,
        meta_keywords:
          'fine jewellery, diamond rings, engagement rings, solitaire, diamond earrings, pearl necklace, tennis bracelet, gold bangles, Mumbai jeweller',
        og_title: `${brand.name}: Fine Jewellery`,
        og_description:
          'Diamonds and coloured stones, set by hand in Mumbai. Discover the Opus collection.',
      }
    : {
        meta_title: `${brand.name} | Joaillerie et diamants, Mumbai`,
        meta_description: `${brand.name} crée des bijoux en diamants, saphirs, émeraudes et perles dans son atelier de Mumbai. Bagues de fiançailles, boucles d'oreilles, colliers et joncs, livrés en Inde et dans le monde.`,
        meta_keywords:
          "joaillerie, bague diamant, bague de fiançailles, solitaire, boucles d'oreilles diamant, collier de perles, bracelet tennis, jonc en or, joaillier Mumbai",
        og_title: `${brand.name} : Joaillerie`,
        og_description:
          'Diamants et pierres de couleur, sertis à la main à Mumbai. Découvrez la collection Opus.',
      };
}

function social(brand: Brand): SocialMediaBlock {
  return {
    data: [
      { link: `https://www.instagram.com/${brand.slug}`, icon: 'instagram' },
      { link: `https://www.facebook.com/${brand.slug}`, icon: 'facebook' },
      { link: `https://www.pinterest.com/${brand.slug}`, icon: 'pinterest' },
      { link: `https://x.com/${brand.slug}`, icon: 'x' },
      { link: `https://www.youtube.com/@${brand.slug}`, icon: 'youtube' },
    ],
  };
}

function banners(locale: Locale): HomeBannersBlock {
  const en = locale === 'en';
  return {
    data: [
      {
        title: en ? 'Light, held still' : 'La lumière, suspendue',
        subtitle: en
          ? 'The Opus collection: exceptional diamonds in pure, architectural settings.'
          : 'La collection Opus : des diamants exceptionnels dans des montures pures et architecturales.',
        cta_label: en ? 'Discover Opus' : 'Découvrir Opus',
        cta_link: '/shop/opus',
        image: bannerUrl('hero-opus'),
      },
      {
        title: en ? 'The blue hour' : "L'heure bleue",
        subtitle: en
          ? 'Sapphires in every shade of the night sky, from the Minuit collection.'
          : 'Des saphirs dans toutes les nuances du ciel nocturne, de la collection Minuit.',
        cta_label: en ? 'Shop Minuit' : 'Voir Minuit',
        cta_link: '/shop/minuit',
        image: bannerUrl('hero-minuit'),
      },
      {
        title: en ? 'First light' : 'Premières lueurs',
        subtitle: en
          ? 'Pearls and rose gold for every day, from the Aube collection.'
          : 'Perles et or rose pour chaque jour, de la collection Aube.',
        cta_label: en ? 'Explore Aube' : 'Explorer Aube',
        cta_link: '/shop/aube',
        image: bannerUrl('hero-aube'),
      },
    ],
  };
}

function homeCategories(locale: Locale) {
  return {
    data: CATEGORIES.map((category) => ({
      slug: category.slug,
      title: category.name[locale],
      image: categoryImageUrl(category.slug),
      link: `/shop/${category.slug}`,
    })),
  };
}

function story(brand: Brand, locale: Locale): StoryBlock {
  const en = locale === 'en';
  return {
    data: [
      {
        title: en
          ? `${brand.name} Labs: our co-creation studio`
          : `${brand.name} Labs : notre atelier de co-création`,
        text: en
          ? 'Bring us a sketch, a family stone or simply an idea. Our designers and gemmologists work with you from the first drawing to the final polish, to make a piece that exists nowhere else.'
          : "Apportez-nous un croquis, une pierre de famille ou simplement une idée. Nos créateurs et nos gemmologues travaillent avec vous, du premier dessin au dernier polissage, pour réaliser un bijou qui n'existe nulle part ailleurs.",
        image: storyUrl('labs'),
        link: `/${brand.slug}-labs`,
        cta_label: en ? 'Visit the Labs' : 'Découvrir les Labs',
      },
      {
        title: en ? `The ${brand.name} story` : `L'histoire ${brand.name}`,
        text: en
          ? 'Founded in Mumbai by a family of gem cutters, we still choose every stone by eye and finish every piece by hand. Three generations on, our promise is unchanged: honest stones, beautifully set.'
          : 'Fondée à Mumbai par une famille de tailleurs de pierres, notre maison choisit encore chaque pierre à l’œil et finit chaque bijou à la main. Trois générations plus tard, notre promesse reste la même : des pierres honnêtes, magnifiquement serties.',
        image: storyUrl('our-story'),
        link: '/our-story',
        cta_label: en ? 'Read our story' : 'Lire notre histoire',
      },
      {
        title: en ? 'Beyond brilliance' : "Au-delà de l'éclat",
        text: en
          ? 'Every diamond we set is traceable, independently certified and cut for its light rather than its weight. Recycled gold and platinum, responsible sourcing and a lifetime of care come with every piece.'
          : 'Chaque diamant que nous sertissons est traçable, certifié de manière indépendante et taillé pour sa lumière plutôt que pour son poids. Or et platine recyclés, approvisionnement responsable et entretien à vie accompagnent chaque bijou.',
        image: storyUrl('beyond-brilliance'),
        link: '/beyond-brilliance',
        cta_label: en ? 'Our commitments' : 'Nos engagements',
      },
    ],
  };
}

/** In-focus blocks list SKUs; the API resolves them to products in this order. */
function inFocus(locale: Locale): Record<string, InFocusBlockData> {
  const en = locale === 'en';
  return {
    infocus_bridal: {
      title: en ? 'The bridal edit' : 'La sélection mariage',
      subtitle: en
        ? 'Pieces for the day you say yes, and every anniversary after.'
        : 'Des bijoux pour le jour du oui, et pour chaque anniversaire qui suivra.',
      product_skus: [
        'AU-RG-001',
        'AU-RG-004',
        'AU-RG-005',
        'AU-RG-012',
        'AU-ER-003',
        'AU-ER-007',
        'AU-NK-008',
        'AU-PD-010',
        'AU-BR-007',
        'AU-BG-007',
        'AU-BG-003',
      ],
    },
    infocus_everyday: {
      title: en ? 'Everyday brilliance' : "L'éclat au quotidien",
      subtitle: en
        ? 'Light pieces made to be worn from morning to night.'
        : 'Des bijoux légers, faits pour être portés du matin au soir.',
      product_skus: [
        'AU-ER-001',
        'AU-ER-004',
        'AU-ER-011',
        'AU-NK-003',
        'AU-NK-012',
        'AU-PD-002',
        'AU-PD-007',
        'AU-BR-002',
        'AU-BR-011',
        'AU-BG-002',
        'AU-RG-006',
      ],
    },
    infocus_gifts: {
      title: en ? 'Gifts to keep for ever' : 'Des cadeaux pour toujours',
      subtitle: en
        ? 'Thoughtful pieces, wrapped in our ivory gift box.'
        : 'Des bijoux choisis avec soin, présentés dans notre écrin ivoire.',
      product_skus: [
        'AU-ER-002',
        'AU-ER-006',
        'AU-PD-001',
        'AU-PD-003',
        'AU-PD-005',
        'AU-PD-011',
        'AU-BR-006',
        'AU-BR-008',
        'AU-BR-012',
        'AU-RG-009',
        'AU-NK-006',
      ],
    },
  };
}

/** Every content block, one row per language. */
export function contentBlocks(brand: Brand): ContentBlockSeed[] {
  const rows: ContentBlockSeed[] = [];
  for (const locale of ['en', 'fr'] as const) {
    const blocks: Record<string, unknown> = {
      seo_setting: seo(brand, locale),
      socialMedia: social(brand),
      home_banners: banners(locale),
      home_categories: homeCategories(locale),
      home_story: story(brand, locale),
      ...inFocus(locale),
    };
    for (const [name, data] of Object.entries(blocks)) rows.push({ name, locale, data });
  }
  return rows;
}
