import { notify } from '../../../lib/notify.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { LinkIcon } from '../../../components/ui/screen-icons.tsx';
import { SocialIcon } from '../../../components/ui/social-icons.tsx';
import styles from './share-row.module.css';

const TARGETS = [
  {
    icon: 'linkedin',
    name: 'LinkedIn',
    href: (url: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
  },
  {
    icon: 'x',
    name: 'X',
    href: (url: string, text: string) => `https://twitter.com/intent/tweet?url=${url}&text=${text}`,
  },
  {
    icon: 'facebook',
    name: 'Facebook',
    href: (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${url}`,
  },
] as const;

/** Spec §2 /blogpage share row: copy the link, LinkedIn, X, Facebook. */
export function ShareRow({ title }: { title: string }) {
  const { t } = useTranslation();
  const url = encodeURIComponent(window.location.href);
  const text = encodeURIComponent(title);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      notify('success', t('share.copied'));
    } catch {
      notify('error', t('share.copyFailed'));
    }
  };
  return (
    <div className={styles.row}>
      <span className={styles.label}>{t('share.label')}</span>
      <button
        type="button"
        className={styles.button}
        onClick={() => void copy()}
        aria-label={t('share.copy')}
      >
        <LinkIcon size={18} />
      </button>
      {TARGETS.map((target) => (
        <a
          key={target.icon}
          className={styles.button}
          href={target.href(url, text)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('share.on', { network: target.name })}
        >
          <SocialIcon name={target.icon} />
        </a>
      ))}
    </div>
  );
}
