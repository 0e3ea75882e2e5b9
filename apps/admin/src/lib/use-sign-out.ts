import type { ApiError } from '@aurelle/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths.ts';
import { callApi } from './api.ts';
import { dropSession } from './query-client.ts';

/**
 * Ends this session (or, `everywhere`, every session of the account), forgets what was read and
 * goes to sign-in. A session already gone (401) counts as signed out.
 */
export function useSignOut({ everywhere = false } = {}) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const done = () => {
    dropSession(client);
    void navigate(paths.signIn, { replace: true });
  };
  return useMutation<unknown, ApiError>({
    mutationFn: () => callApi(everywhere ? 'signOutEverywhere' : 'signOut', {}),
    onSuccess: done,
    onError: (error) => {
      if (error.status === 401) done();
    },
  });
}
