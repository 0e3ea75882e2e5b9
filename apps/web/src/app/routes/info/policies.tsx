import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import { POLICY_ANCHORS, paths } from '../../../config/paths.ts';
import { InfoArticle } from '../../../features/content/components/info-article.tsx';
import styles from './info.module.css';

/** Policies, with the anchors #shipping-policy, #return-exchange-policy, #privacy-policy, #terms-condition. */
export function PoliciesRoute() {
  const { t } = useTranslation();
  const contents = (
    <nav className={styles.toc} aria-label={t('pages.policies.contents')}>
      <ol>
        {POLICY_ANCHORS.map((anchor) => (
          <li key={anchor}>
            <Link to={paths.policy(anchor)}>{t(`pages.policies.anchors.${anchor}`)}</Link>
          </li>
        ))}
      </ol>
    </nav>
  );
  return <InfoArticle page="policies" before={contents} />;
}
