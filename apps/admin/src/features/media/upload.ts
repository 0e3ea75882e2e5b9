import {
  ADMIN_REQUEST_HEADER,
  adminEndpoints,
  apiErrorSchema,
  type ProductMedia,
} from '@aurelle/contract';
import { ApiError, pathOf } from '../../lib/api.ts';
import { texts } from './texts.ts';

/**
 * Uploads one file as the API's multipart call takes it, reporting progress (a fetch cannot report
 * an upload's progress; XMLHttpRequest can). Resolves to the product's media after it.
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
    request.onerror = () => reject(new ApiError(0, texts.errors.network));
    request.onload = () => {
      let data: unknown;
      try {
        data = JSON.parse(request.responseText) as unknown;
      } catch {
        data = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        const answer = endpoint.response.safeParse(data);
        if (answer.success) resolve(answer.data);
        else reject(new ApiError(request.status, texts.errors.badAnswer));
        return;
      }
      const failure = apiErrorSchema.safeParse(data);
      reject(
        new ApiError(
          request.status,
          failure.success ? failure.data.message : texts.errors.status(request.status),
        ),
      );
    };
    request.send(form);
  });
}
