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
import { useApiMutation } from '../../../lib/use-api.ts';

/**
 * One-time codes, the two verify calls and logout (spec §7). A sign-in or a sign-out needs no
 * refresh of its own: every query that carries the token has it in its key (lib/query-client.ts).
 */
export const useGenerateOtpMutation = () =>
  useApiMutation<GenerateOtpBody, GenerateOtpResponse>((body) => ({
    method: 'POST',
    path: ep.generateOtp.path,
    body,
    anonymous: true,
  }));

export const useLoginMutation = () =>
  useApiMutation<LoginBody, LoginResponse>((body) => ({
    method: 'POST',
    path: ep.login.path,
    body,
    anonymous: true,
  }));

export const useRegisterMutation = () =>
  useApiMutation<RegisterBody, RegisterResponse>((body) => ({
    method: 'POST',
    path: ep.register.path,
    body,
    anonymous: true,
  }));

export const useLogoutMutation = () =>
  useApiMutation<void, LogoutResponse>(() => ({ method: 'POST', path: ep.logout.path }));
