import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { notify } from '../../../lib/notify.ts';
import { setToken } from '../../../lib/session.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { refetchPersonal, useLogoutMutation } from '../api/auth-api.ts';

/**
 * Log out (issue 16): the server ends the session (the token stops working at once), then `user`
 * is cleared and the shopper lands on home. Cleared even if the server cannot be reached.
 */
export function useLogOut() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [logout, state] = useLogoutMutation();
  const logOut = async () => {
    await logout()
      .unwrap()
      .catch(() => undefined);
    setToken(null);
    dispatch(refetchPersonal());
    notify('success', t('profile.loggedOut'));
    void navigate(paths.home);
  };
  return { logOut, busy: state.isLoading };
}
