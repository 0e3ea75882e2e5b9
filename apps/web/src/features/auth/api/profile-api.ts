import { api } from '../../../lib/api.ts';
import { lazySchema } from '../../../lib/lazy-schema.ts';
import { toUserProfile, type ProfileResponse, type UserProfile } from './profile-schema.ts';

/** GET /customer/profile with the bearer token (spec §7). */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<UserProfile, void>({
      query: () => '/customer/profile',
      rawResponseSchema: lazySchema(() =>
        import('./profile-schemas.ts').then((m) => m.profileResponseSchema),
      ),
      transformResponse: (response: ProfileResponse) => toUserProfile(response),
      providesTags: ['Profile'],
    }),
  }),
});

export const { useGetProfileQuery } = profileApi;
