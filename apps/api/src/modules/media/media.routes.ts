import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FILM_MAX_BYTES,
  UPLOAD_MAX_FILES,
  adminEndpoints as ep,
  mediaMessages,
} from '@aurelle/contract';
import { AppError } from '../../lib/errors.ts';
import { documented } from '../../lib/openapi.ts';
import { requestActor } from '../staff/admin-scope.ts';
import type { IncomingFile, MediaService } from './media.service.ts';

const tags = ['admin: media'];

/**
 * Writes each file of a multipart upload to a temporary folder as it arrives (a film is never
 * held in memory); a file over the films' limit is cut there and marked truncated.
 */
async function receiveFiles(request: FastifyRequest, folder: string): Promise<IncomingFile[]> {
  if (!request.isMultipart())
    throw new AppError(415, mediaMessages.notMultipart, { files: mediaMessages.notMultipart });
  const files: IncomingFile[] = [];
  try {
    for await (const part of request.files()) {
      const path = join(folder, String(files.length));
      await pipeline(part.file, createWriteStream(path));
      files.push({
        path,
        size: (await stat(path)).size,
        truncated: part.file.truncated,
        filename: part.filename,
      });
    }
  } catch (error) {
    const { code, syscall } = error as { code?: string; syscall?: string };
    if (code === 'FST_FILES_LIMIT')
      throw new AppError(413, mediaMessages.tooManyFiles, { files: mediaMessages.tooManyFiles });
    // The disk's own errors are the server's; anything else is a body that is not a form.
    if (syscall) throw error;
    throw new AppError(400, mediaMessages.notMultipart, { files: mediaMessages.notMultipart });
  }
  return files;
}

/** The back office's photos and films of a product. */
export const mediaRoutes: FastifyPluginAsyncZod<{ service: MediaService }> = async (
  app,
  { service },
) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: FILM_MAX_BYTES, files: UPLOAD_MAX_FILES, fields: 10 },
    throwFileSizeLimit: false,
  });

  app.get(
    ep.productMedia.path,
    {
      config: { permission: 'catalog:read' },
      schema: {
        tags,
        ...documented(ep.productMedia, 'staff', [403, 404]),
        params: ep.productMedia.params,
      },
    },
    (request) => service.list(request.params.productId),
  );

  app.post(
    ep.uploadProductMedia.path,
    {
      config: { permission: 'catalog:write' },
      schema: {
        tags,
        ...documented(ep.uploadProductMedia, 'staff', [403, 404, 413, 415]),
        params: ep.uploadProductMedia.params,
      },
    },
    async (request) => {
      const folder = await mkdtemp(join(tmpdir(), 'aurelle-upload-'));
      try {
        const files = await receiveFiles(request, folder);
        return await service.upload(requestActor(request), request.params.productId, files);
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  );

  app.post(
    ep.addVimeoLink.path,
    {
      config: { permission: 'catalog:write' },
      schema: {
        tags,
        ...documented(ep.addVimeoLink, 'staff', [403, 404]),
        params: ep.addVimeoLink.params,
        body: ep.addVimeoLink.body,
      },
    },
    (request) =>
      service.addVimeo(requestActor(request), request.params.productId, request.body.url),
  );

  app.put(
    ep.reorderProductMedia.path,
    {
      config: { permission: 'catalog:write' },
      schema: {
        tags,
        ...documented(ep.reorderProductMedia, 'staff', [403, 404]),
        params: ep.reorderProductMedia.params,
        body: ep.reorderProductMedia.body,
      },
    },
    (request) => service.reorder(requestActor(request), request.params.productId, request.body.ids),
  );

  app.put(
    ep.setMediaAlt.path,
    {
      config: { permission: 'catalog:write' },
      schema: {
        tags,
        ...documented(ep.setMediaAlt, 'staff', [403, 404]),
        params: ep.setMediaAlt.params,
        body: ep.setMediaAlt.body,
      },
    },
    (request) =>
      service.setAlt(
        requestActor(request),
        request.params.productId,
        request.params.mediaId,
        request.body.alt,
      ),
  );

  app.delete(
    ep.removeProductMedia.path,
    {
      config: { permission: 'catalog:write' },
      schema: {
        tags,
        ...documented(ep.removeProductMedia, 'staff', [403, 404]),
        params: ep.removeProductMedia.params,
      },
    },
    (request) =>
      service.remove(requestActor(request), request.params.productId, request.params.mediaId),
  );
};
