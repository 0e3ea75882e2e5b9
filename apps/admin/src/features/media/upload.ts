import { ApiError } from '@aurelle/client';
import { endpointAnswer, pathOf } from '@aurelle/client/endpoint';
import { ADMIN_REQUEST_HEADER, adminEndpoints, type ProductMedia } from '@aurelle/contract';
import { inOurWords } from '../../lib/api.ts';

/**
 * Uploads one file as the API's multipart call takes it, reporting progress (a fetch cannot report
 * an upload's progress; XMLHttpRequest can). Resolves to the product's media after it; the answer
 * is read as any other call's.
 */
export function uploadMedia(
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
