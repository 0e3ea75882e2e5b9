import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { RecoveryCodes } from '../../components/recovery-codes.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { FocusScreen } from '../../components/ui/page.tsx';
import { paths } from '../../config/paths.ts';
import { Enrolment } from '../../features/auth/enrolment.tsx';
import { texts } from '../../features/auth/texts.ts';
import { useSignOut } from '../../lib/use-sign-out.ts';
import { useRefreshSession, useStaffSession } from '../../lib/session.ts';
import styles from './two-factor.module.css';

/**
 * Setting up two-factor sign-in, then the recovery codes, once. When the session must enrol, no
 * way round it but signing out; a member whose role may go on without it can skip it.
 */
export function TwoFactorScreen() {
  const session = useStaffSession();
  const [codes, setCodes] = useState<string[] | null>(null);
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const signOut = useSignOut();
  const returnTo = (useLocation().state as { returnTo?: string } | null)?.returnTo;
  const goOn = () => void navigate(returnTo ?? paths.dashboard, { replace: true });
  // The session's stage changes once the codes are seen: read it before going on.
  const finish = async () => {
    await refreshSession();
    goOn();
  };
  if (codes) {
    return (
      <FocusScreen title={texts.twoFactor.done}>
        <RecoveryCodes codes={codes} onSaved={() => void finish()} />
      </FocusScreen>
    );
  }
  if (session.staff.twoFactor) {
    return (
      <FocusScreen title={texts.twoFactor.title} intro={texts.twoFactor.alreadyOn}>
        <div>
          <ButtonLink to={paths.account}>{texts.twoFactor.backToAccount}</ButtonLink>
        </div>
      </FocusScreen>
    );
  }
  const mustEnrol = session.stage === 'enrol';
  return (
    <FocusScreen title={texts.twoFactor.title} intro={texts.twoFactor.intro}>
      {mustEnrol && <p className={styles.required}>{texts.twoFactor.required}</p>}
      <Enrolment onConfirmed={setCodes} />
      <div className={styles.footer}>
        {!mustEnrol && !returnTo && (
          <Button variant="quiet" onClick={goOn}>
            {texts.twoFactor.skip}
          </Button>
        )}
        {!mustEnrol && returnTo && (
          <ButtonLink variant="quiet" to={returnTo}>
            {texts.twoFactor.backToAccount}
          </ButtonLink>
        )}
        {mustEnrol && (
          <Button variant="quiet" pending={signOut.isPending} onClick={() => signOut.mutate()}>
            {texts.twoFactor.signOut}
          </Button>
        )}
      </div>
    </FocusScreen>
  );
}
