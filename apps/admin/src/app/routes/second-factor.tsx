import { useState } from 'react';
import { CodeForm } from '../../components/code-form.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FocusScreen } from '../../components/ui/page.tsx';
import { useSecondFactor } from '../../features/auth/api.ts';
import { RecoveryCodeForm } from '../../features/auth/recovery-code-form.tsx';
import { useSignOut } from '../../lib/use-sign-out.ts';
import { useKeepSession } from '../../lib/session.ts';
import { texts } from '../../texts.ts';
import styles from './second-factor.module.css';

/**
 * The second step of signing in: the authenticator's code, or a recovery code. The answer is the
 * session at its next stage; the guard around this screen then moves on.
 */
export function SecondFactorScreen() {
  const [recovery, setRecovery] = useState(false);
  const keepSession = useKeepSession();
  const secondFactor = useSecondFactor();
  const signOut = useSignOut();
  const submit = async (body: { code: string } | { recoveryCode: string }) =>
    keepSession(await secondFactor.mutateAsync({ body }));
  const toggle = (
    <Button variant="quiet" onClick={() => setRecovery((value) => !value)}>
      {recovery ? texts.secondFactor.useCode : texts.secondFactor.useRecovery}
    </Button>
  );
  return (
    <FocusScreen
      title={texts.secondFactor.title}
      intro={recovery ? texts.secondFactor.recoveryIntro : texts.secondFactor.intro}
    >
      {recovery ? (
        <RecoveryCodeForm submit={submit}>{toggle}</RecoveryCodeForm>
      ) : (
        <CodeForm
          submitLabel={texts.secondFactor.submit}
          pendingLabel={texts.secondFactor.submitting}
          submit={submit}
        >
          {toggle}
        </CodeForm>
      )}
      <div className={styles.footer}>
        <Button variant="quiet" pending={signOut.isPending} onClick={() => signOut.mutate()}>
          {texts.secondFactor.startAgain}
        </Button>
      </div>
    </FocusScreen>
  );
}
