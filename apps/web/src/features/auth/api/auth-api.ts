import {
  authEndpoints as ep,
  type GenerateOtpBody,
  type GenerateOtpResponse,
  type LoginBody,
  type LoginResponse,
  type LogoutResponse,
  type RegisterBody,
  type RegisterResponse,
} from '@aurelle/contract';
import { api } from '../../../lib/api.ts';
import { readsRefreshedBy, TAG_TYPES } from '../../../lib/cache-tags.ts';
import { invalidateReads } from '../../../lib/reads.ts';

/** Everything a signed-in shopper's calls answered: refetched when who is signed in changes. */
const PERSONAL = TAG_TYPES;

/**
 * One-time codes, the two verify calls and logout (spec §7). Loaded with the auth drawer and the
 * profile page only; the responses are parsed with the contract's schemas.
 */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    generateOtp: build.mutation<GenerateOtpResponse, GenerateOtpBody>({
      query: (body) => ({ url: ep.generateOtp.path, method: 'POST', body }),
      responseSchema: ep.generateOtp.response,
      extraOptions: { anonymous: true },
    }),
    login: build.mutation<LoginResponse, LoginBody>({
      query: (body) => ({ url: ep.login.path, method: 'POST', body }),
      responseSchema: ep.login.response,
      extraOptions: { anonymous: true },
    }),
    register: build.mutation<RegisterResponse, RegisterBody>({
      query: (body) => ({ url: ep.register.path, method: 'POST', body }),
      responseSchema: ep.register.response,
      extraOptions: { anonymous: true },
    }),
    logout: build.mutation<LogoutResponse, void>({
      query: () => ({ url: ep.logout.path, method: 'POST' }),
      responseSchema: ep.logout.response,
    }),
  }),
});

export const { useGenerateOtpMutation, useLoginMutation, useRegisterMutation, useLogoutMutation } =
  authApi;

/**
 * After a login or a logout: every personal answer is fetched again for whoever is signed in, the
 * catalogue reads' wishlist flags with them (lib/cache-tags.ts). An action to dispatch.
 */
export const refetchPersonal = () => {
  invalidateReads(readsRefreshedBy.personal);
  return api.util.invalidateTags([...PERSONAL]);
};
