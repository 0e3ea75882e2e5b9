import { modulePlugin } from '../../lib/module-plugin.ts';
import { createMediaStorage } from './media-storage-of.ts';
import type { MediaStorage } from './media-storage.ts';
import { createMediaService, type MediaService } from './media.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaService;
    /** Where media files are kept: DATA_DIR/media or an S3 bucket. */
    mediaStorage: MediaStorage;
  }
}

/** A product's photos and films: uploads, their derived versions, their order. */
export const mediaModule = modulePlugin(
  { name: 'media', dependencies: ['infrastructure', 'audit'] },
  (app) => {
    const storage = createMediaStorage(app.env);
    const { versions } = app;
    const media = createMediaService({
      db: app.db,
      storage,
      audit: app.audit,
      clock: app.clock,
      log: app.log,
      jobsQueued: app.jobsQueued,
      catalogChanged: () => versions.expire(),
    });
    app.handleJobs({ 'media.derive': media.deriveJob });
    return { media, mediaStorage: storage };
  },
);
