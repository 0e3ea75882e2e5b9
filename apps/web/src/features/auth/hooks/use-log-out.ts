import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { notify } from '../../../lib/notify.ts';
import { setToken } from '../../../lib/session.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useLogoutMutation } from '../api/auth-api.ts';

/**
 * Log out: the server ends the session (the token stops working at once), then `user`
 * is cleared and the customer lands on home. Cleared even if the server cannot be reached.
 */
export function useLogOut() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogoutMutation();
  const logOut = async () => {
    await logout.mutateAsync().catch(() => undefined);
    setToken(null);
    notify('success', t('profile.loggedOut'));
    void navigate(paths.home);
  };
  return { logOut, busy: logout.isPending };
}
