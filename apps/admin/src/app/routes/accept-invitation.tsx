import { useLocation, useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { FocusScreen } from '../../components/ui/page.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { paths } from '../../config/paths.ts';
import { AcceptInvitationForm } from '../../features/auth/accept-invitation-form.tsx';
import { useInvitation } from '../../features/auth/api.ts';
import { texts } from '../../features/auth/texts.ts';
import { useKeepSession } from '../../lib/session.ts';

/** The invitation's token travels in the link's fragment (`#token=…`), never to a server log. */
function useInvitationToken(): string {
  return new URLSearchParams(useLocation().hash.slice(1)).get('token') ?? '';
}

/** Who the invitation is for; then the new account's name and password; then two-factor set-up. */
export function AcceptInvitationScreen() {
  const token = useInvitationToken();
  const navigate = useNavigate();
  const keepSession = useKeepSession();
  const preview = useInvitation(token);
  return (
    <FocusScreen title={texts.invitation.title}>
      {token === '' ? (
        <Alert>{texts.invitation.missing}</Alert>
      ) : preview.isError ? (
        <Alert>{preview.error.message}</Alert>
      ) : preview.isPending ? (
        <div role="status" aria-label={texts.app.loading}>
          <Skeleton width="70%" />
        </div>
      ) : (
        <>
          <p>{texts.invitation.forWhom(preview.data.email, texts.roles[preview.data.role])}</p>
          <AcceptInvitationForm
            token={token}
            name={preview.data.name}
            onAccepted={(session) => {
              keepSession(session);
              void navigate(paths.twoFactor, { replace: true });
            }}
          />
        </>
      )}
    </FocusScreen>
  );
}
