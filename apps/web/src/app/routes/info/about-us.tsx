import { InfoArticle } from '../../../features/content/components/info-article.tsx';

/** About us. */
export function AboutUsRoute() {
  return <InfoArticle slug="about" />;
}
