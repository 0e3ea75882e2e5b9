import { InfoArticle } from '../../../features/content/components/info-article.tsx';

/** Our story. */
export function OurStoryRoute() {
  return <InfoArticle slug="our-story" />;
}
