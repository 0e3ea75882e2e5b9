import { InfoArticle } from '../../../features/content/components/info-article.tsx';

/** The brand's co-creation studio. */
export function LabsRoute() {
  return <InfoArticle slug="labs" />;
}
