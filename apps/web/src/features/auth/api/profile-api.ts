import { useApiQuery } from '../../../lib/use-api.ts';
import { toUserProfile, type ProfileResponse } from './profile-schema.ts';

/** GET /customer/profile with the bearer token (spec §7); nothing is asked without one. */
export const useGetProfileQuery = ({ enabled }: { enabled: boolean }) =>
  useApiQuery(
    { name: 'profile', method: 'GET', path: '/customer/profile' },
    { enabled, select: (response: ProfileResponse) => toUserProfile(response) },
  );
