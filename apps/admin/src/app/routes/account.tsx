import { ButtonLink } from '../../components/ui/button.tsx';
import { Chip } from '../../components/ui/chip.tsx';
import formStyles from '../../components/ui/form.module.css';
import { Page, Section } from '../../components/ui/page.tsx';
import { paths } from '../../config/paths.ts';
import { ChangePasswordForm } from '../../features/account/change-password-form.tsx';
import { NameForm } from '../../features/account/name-form.tsx';
import { NewRecoveryCodes } from '../../features/account/new-recovery-codes.tsx';
import { SignOutPanel } from '../../features/account/sign-out-panel.tsx';
import { texts } from '../../features/account/texts.ts';
import { useStaffSession } from '../../lib/session.ts';
import styles from './account.module.css';

const t = texts.account;

/** The member's own account: details, password, two-factor sign-in, sessions. */
export function AccountScreen() {
  const { staff } = useStaffSession();
  return (
    <Page title={t.title}>
      <Section title={t.details} panel>
        <NameForm name={staff.name} />
        <dl className={styles.details}>
          <dt>{t.email}</dt>
          <dd>{staff.email}</dd>
          <dt>{t.role}</dt>
          <dd>{texts.roles[staff.role]}</dd>
        </dl>
      </Section>
      <Section title={t.password} panel>
        <ChangePasswordForm />
      </Section>
      <Section title={t.twoFactor} panel>
        <div>
          {staff.twoFactor ? (
            <Chip tone="ok">{t.twoFactorOn}</Chip>
          ) : (
            <Chip tone="warn">{t.twoFactorOff}</Chip>
          )}
        </div>
        {staff.twoFactor ? (
          <NewRecoveryCodes />
        ) : (
          <>
            <p className={formStyles.text}>{t.twoFactorOffHint}</p>
            <div>
              <ButtonLink
                to={paths.twoFactor}
                state={{ returnTo: paths.account }}
                variant="primary"
              >
                {t.setUp}
              </ButtonLink>
            </div>
          </>
        )}
      </Section>
      <Section title={t.sessions} panel>
        <SignOutPanel />
      </Section>
    </Page>
  );
}
