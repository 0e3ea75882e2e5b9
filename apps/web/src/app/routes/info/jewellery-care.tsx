import { InfoArticle } from '../../../features/content/components/info-article.tsx';

/** Jewellery care. */
export function JewelleryCareRoute() {
  return <InfoArticle slug="jewellery-care" />;
}
