import { ApiError } from '@aurelle/client';
import { endpointAnswer } from '@aurelle/client/endpoint';
import { ADMIN_REQUEST_HEADER, adminEndpoints, type ContentPictures } from '@aurelle/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { inOurWords } from '../../lib/api.ts';
import { queryKeyOf, useApiMutation, useApiQuery } from '../../lib/use-api.ts';

/** How often the library is asked for again while a picture's versions are made. */
const PROCESSING_REFRESH_MS = 1000;

/** The home page as the shop shows it, and the draft not yet published. */
export function useHomeContent() {
  return useApiQuery('homeContent', {});
}

export function useSaveHomeContentDraft() {
  return useApiMutation('saveHomeContentDraft', { invalidates: ['homeContent'] });
}

export function usePublishHomeContent() {
  return useApiMutation('publishHomeContent', { invalidates: ['homeContent', 'audit'] });
}

/** A short-lived address of the shop's home page showing the draft. */
export function usePreviewHomeContent() {
  return useApiMutation('previewHomeContent', {});
}

/** Drops the draft: the form shows what the shop shows again. */
export function useDiscardHomeContentDraft() {
  return useApiMutation('discardHomeContentDraft', { invalidates: ['homeContent', 'audit'] });
}

/** The media library's pictures the hero may show, asked for again while one is processing. */
export function useContentPictures() {
  return useApiQuery(
    'contentPictures',
    {},
    {
      refetchInterval: (query) =>
        query.state.data?.items.some((item) => item.status === 'processing')
          ? PROCESSING_REFRESH_MS
          : false,
    },
  );
}

/**
 * Uploads a picture of the shop's own; the list shows it at once, processing, ahead of the
 * others, and is asked for again until it is ready.
 */
export function useUploadContentPicture() {
  const client = useQueryClient();
  return useCallback(
    async (file: File) => {
      const added = await uploadPicture(file);
      const key = queryKeyOf('contentPictures', {});
      client.setQueryData<ContentPictures>(key, (list) => ({
        items: [...added.items, ...(list?.items ?? [])],
      }));
      await client.invalidateQueries({ queryKey: key });
    },
    [client],
  );
}

/** Sends one file as the API's multipart call takes it; its answer is read as any other call's. */
async function uploadPicture(file: File): Promise<ContentPictures> {
  const endpoint = adminEndpoints.uploadContentPicture;
  const form = new FormData();
  form.append('files', file, file.name);
  let response: Response;
  try {
    response = await fetch(`/api${endpoint.path}`, {
      method: endpoint.method,
      headers: { [ADMIN_REQUEST_HEADER]: '1', accept: 'application/json' },
      body: form,
    });
  } catch {
    throw inOurWords(new ApiError('fetch', 0));
  }
  try {
    return endpointAnswer(endpoint)(response.status, await response.text());
  } catch (error) {
    throw inOurWords(error);
  }
}
