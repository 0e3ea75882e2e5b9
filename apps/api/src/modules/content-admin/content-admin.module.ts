import { modulePlugin } from '../../lib/module-plugin.ts';
import { backOfficeDeps } from '../audit/back-office.ts';
import { createContentAdminRepository } from './content-admin.repository.ts';
import { createContentAdmin, type ContentAdmin } from './content-admin.service.ts';
import { createPreviewTokens } from './preview-token.ts';

declare module 'fastify' {
  interface FastifyInstance {
    contentAdmin: ContentAdmin;
  }
}

/** The home page's content in the back office: drafts, the shop's preview, publishing. */
export const contentAdminModule = modulePlugin(
  { name: 'content-admin', dependencies: ['infrastructure', 'audit', 'media'] },
  (app) => ({
    contentAdmin: createContentAdmin({
      ...backOfficeDeps(app, createContentAdminRepository),
      previews: createPreviewTokens(app.env.JWT_SECRET),
      media: app.media,
    }),
  }),
);
