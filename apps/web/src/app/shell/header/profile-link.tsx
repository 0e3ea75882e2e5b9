import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import { paths } from '../../../config/paths.ts';
import { UserIcon } from '../../../components/ui/icons.tsx';
import styles from './header.module.css';

type Props = { loggedIn: boolean; firstName: string };

/** Spec §2 Header: the profile link, with the first name when logged in, else Sign up (desktop). */
export function ProfileLink({ loggedIn, firstName }: Props) {
  const { t } = useTranslation();
  return (
    <Link
      to={loggedIn ? paths.profile : paths.signup}
      className={`${styles.profile} ${styles.desktopOnly}`}
    >
      <UserIcon />
      <span>{loggedIn ? firstName : t('header.signUp')}</span>
    </Link>
  );
}
