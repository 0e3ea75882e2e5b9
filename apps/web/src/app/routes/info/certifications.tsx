import { InfoArticle } from '../../../features/content/components/info-article.tsx';

/** Certifications. */
export function CertificationsRoute() {
  return <InfoArticle slug="certifications" />;
}
