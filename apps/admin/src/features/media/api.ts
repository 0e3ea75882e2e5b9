import { ApiError } from '@aurelle/client';
import { endpointAnswer, pathOf } from '@aurelle/client/endpoint';
import { ADMIN_REQUEST_HEADER, adminEndpoints, type ProductMedia } from '@aurelle/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { inOurWords } from '../../lib/api.ts';
import { queryKeyOf, useApiMutation, useApiQuery } from '../../lib/use-api.ts';

/** How often a product's media is asked for again while a photo is processing. */
const PROCESSING_REFRESH_MS = 1000;

const mediaKey = (productId: string) => queryKeyOf('productMedia', { params: { productId } });

/** A product's photos and films, asked for again every second while a photo is processing. */
export function useProductMedia(productId: string) {
  return useApiQuery(
    'productMedia',
    { params: { productId } },
    {
      refetchInterval: (query) =>
        query.state.data?.items.some((item) => item.status === 'processing')
          ? PROCESSING_REFRESH_MS
          : false,
    },
  );
}

/** Sends the product's media in a new order. */
export function useReorderProductMedia() {
  return useApiMutation('reorderProductMedia', { invalidates: ['productMedia'] });
}

/** Sets a photo's text alternatives. */
export function useSetMediaAlt() {
  return useApiMutation('setMediaAlt', { invalidates: ['productMedia'] });
}

export function useRemoveProductMedia() {
  return useApiMutation('removeProductMedia', { invalidates: ['productMedia'] });
}

/** Adds a Vimeo film by its link. */
export function useAddVimeoLink() {
  return useApiMutation('addVimeoLink', { invalidates: ['productMedia'] });
}

/**
 * Uploads one file to a product, reporting its progress; the product's media the server answers
 * then shows at once.
 */
export function useUploadMedia(productId: string) {
  const client = useQueryClient();
  return useCallback(
    async (file: File, onProgress: (fraction: number) => void) => {
      const media = await uploadMedia(productId, file, onProgress);
      client.setQueryData(mediaKey(productId), media);
    },
    [client, productId],
  );
}

/**
 * Uploads one file as the API's multipart call takes it, reporting progress (a fetch cannot report
 * an upload's progress; XMLHttpRequest can). Resolves to the product's media after it; the answer
 * is read as any other call's.
 */
function uploadMedia(
  productId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<ProductMedia> {
  const endpoint = adminEndpoints.uploadProductMedia;
  const form = new FormData();
  form.append('files', file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(endpoint.method, `/api${pathOf(endpoint.path, { productId })}`);
    request.setRequestHeader(ADMIN_REQUEST_HEADER, '1');
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(inOurWords(new ApiError('fetch', 0)));
    request.onload = () => {
      try {
        resolve(endpointAnswer(endpoint)(request.status, request.responseText));
      } catch (error) {
        reject(inOurWords(error));
      }
    };
    request.send(form);
  });
}
