import {
  authEndpoints as ep,
  type ApiCall,
  type GenerateOtpBody,
  type GenerateOtpResponse,
  type LoginBody,
  type LoginResponse,
  type LogoutResponse,
  type RegisterBody,
  type RegisterResponse,
} from '@aurelle/contract';
import { useApiMutation } from '../../../lib/use-api.ts';

/** A POST without the customer's token: a code is asked for and checked before there is one. */
const anonymousPost =
  <Body>(path: string) =>
  (body: Body): ApiCall => ({ method: 'POST', path, body, anonymous: true });

/**
 * One-time codes, the two verify calls and logout (spec §7). A sign-in or a sign-out needs no
 * refresh of its own: every query that carries the token has it in its key (lib/query-client.ts).
 */
export const useGenerateOtpMutation = () =>
  useApiMutation<GenerateOtpBody, GenerateOtpResponse>(anonymousPost(ep.generateOtp.path));

export const useLoginMutation = () =>
  useApiMutation<LoginBody, LoginResponse>(anonymousPost(ep.login.path));

export const useRegisterMutation = () =>
  useApiMutation<RegisterBody, RegisterResponse>(anonymousPost(ep.register.path));

export const useLogoutMutation = () =>
  useApiMutation<void, LogoutResponse>(() => ({ method: 'POST', path: ep.logout.path }));
