import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  FILM_MAX_BYTES,
  UPLOAD_MAX_FILES,
  adminEndpoints as ep,
  mediaMessages,
} from '@aurelle/contract';
import { AppError } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { requestActor } from '../staff/admin-scope.ts';
import type { IncomingFile } from './media.service.ts';

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

/** Runs `use` with the request's files in a temporary folder, removed after it. */
export async function withUploadedFiles<T>(
  request: FastifyRequest,
  use: (files: IncomingFile[]) => Promise<T>,
): Promise<T> {
  const folder = await mkdtemp(join(tmpdir(), 'aurelle-upload-'));
  try {
    return await use(await receiveFiles(request, folder));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Takes multipart uploads in this scope with the media's limits (a longer file is cut, then refused). */
export const takeUploads = (app: FastifyInstance) =>
  app.register(fastifyMultipart, {
    limits: { fileSize: FILM_MAX_BYTES, files: UPLOAD_MAX_FILES, fields: 10 },
    throwFileSizeLimit: false,
  });

/** The back office's photos and films of a product. */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  const service = app.media;
  await takeUploads(app);

  route(app, ep.productMedia, (request) => service.list(request.params.productId));

  route(app, ep.uploadProductMedia, (request) =>
    withUploadedFiles(request, (files) =>
      service.upload(requestActor(request), request.params.productId, files),
    ),
  );

  route(app, ep.addVimeoLink, (request) =>
    service.addVimeo(requestActor(request), request.params.productId, request.body.url),
  );

  route(app, ep.reorderProductMedia, (request) =>
    service.reorder(requestActor(request), request.params.productId, request.body.ids),
  );

  route(app, ep.setMediaAlt, (request) =>
    service.setAlt(
      requestActor(request),
      request.params.productId,
      request.params.mediaId,
      request.body.alt,
    ),
  );

  route(app, ep.removeProductMedia, (request) =>
    service.remove(requestActor(request), request.params.productId, request.params.mediaId),
  );
};
