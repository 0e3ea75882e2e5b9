import { Navigate, useLocation, type Location } from 'react-router';
import { Banner } from '../../components/ui/alert.tsx';
import { FocusScreen } from '../../components/ui/page.tsx';
import { SignInForm } from '../../features/auth/sign-in-form.tsx';
import { texts } from '../../features/auth/texts.ts';
import { pathOfStage, useKeepSession, useSession, useWhySessionEnded } from '../../lib/session.ts';
import { Waiting } from '../guards.tsx';

/**
 * Sign-in, saying first why the last session ended when it ended by time. Once a session exists
 * (this form's answer, or an earlier one) the screen goes on by its stage: the code, two-factor
 * set-up, or the app (where the person was going, if anywhere).
 */
export function SignInScreen() {
  const { data: session, isPending } = useSession();
  const keepSession = useKeepSession();
  const ended = useWhySessionEnded();
  const from = (useLocation().state as { from?: Location } | null)?.from;
  if (isPending) return <Waiting />;
  if (session) {
    const target =
      session.stage === 'ready' && from
        ? { pathname: from.pathname, search: from.search, hash: from.hash }
        : pathOfStage(session.stage);
    return <Navigate to={target} replace />;
  }
  return (
    <FocusScreen title={texts.signIn.title} intro={texts.signIn.intro}>
      {ended && <Banner>{ended}</Banner>}
      <SignInForm onSignedIn={keepSession} />
    </FocusScreen>
  );
}
