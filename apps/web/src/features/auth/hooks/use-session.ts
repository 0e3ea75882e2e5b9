import { useToken } from '../../../lib/session.ts';
import { useGetProfileQuery } from '../api/profile-api.ts';
import { emptyProfile, type UserProfile } from '../api/profile-schema.ts';

export type Session = {
  token: string | null;
  profile: UserProfile;
  /** Spec §6: cart and wishlist show only for logged-in users with a name. */
  isLoggedIn: boolean;
  firstName: string;
  isLoading: boolean;
};

/**
 * Spec §4 login state: with a token the profile is fetched; with no token or on error the
 * profile fields are cleared.
 */
export function useSession(): Session {
  const token = useToken();
  const query = useGetProfileQuery({ enabled: !!token });
  const profile = token && query.data && !query.isError ? query.data : emptyProfile;
  const firstName = profile.name.trim().split(/\s+/)[0] ?? '';
  return {
    token,
    profile,
    isLoggedIn: Boolean(token && profile.name),
    firstName,
    isLoading: Boolean(token) && query.isLoading,
  };
}
