import { DropdownMenu } from 'radix-ui';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useSignOut } from '../../lib/use-sign-out.ts';
import { useStaffSession } from '../../lib/session.ts';
import { texts } from '../../texts.ts';
import styles from './account-menu.module.css';

/** The signed-in member's name, opening a menu: their account, and sign out. */
export function AccountMenu() {
  const { staff } = useStaffSession();
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    // Not modal, and drawn in the header (no portal): the page stays readable behind it.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={styles.trigger}>
        <span className={styles.initial} aria-hidden="true">
          {staff.name.slice(0, 1).toUpperCase()}
        </span>
        <span className={styles.name}>{staff.name}</span>
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content className={styles.content} align="end" sideOffset={6}>
        <DropdownMenu.Label className={styles.label}>
          <span className={styles.labelName}>{staff.name}</span>
          <span>{staff.email}</span>
          <span>{texts.roles[staff.role]}</span>
        </DropdownMenu.Label>
        <DropdownMenu.Separator className={styles.separator} />
        <DropdownMenu.Item className={styles.item} onSelect={() => void navigate(paths.account)}>
          {texts.menu.account}
        </DropdownMenu.Item>
        <DropdownMenu.Item
          className={styles.item}
          disabled={signOut.isPending}
          onSelect={() => signOut.mutate()}
        >
          {texts.menu.signOut}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
