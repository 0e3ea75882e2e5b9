import { InfoArticle } from '../../../features/content/components/info-article.tsx';

/** Beyond Brilliance. */
export function BeyondBrillianceRoute() {
  return <InfoArticle slug="beyond-brilliance" />;
}
