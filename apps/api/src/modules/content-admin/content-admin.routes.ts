import type { FastifyPluginAsync } from 'fastify';
import { adminEndpoints as ep } from '@aurelle/contract';
import { route } from '../../lib/route.ts';
import { takeUploads, withUploadedFiles } from '../media/media.routes.ts';
import { requestActor } from '../staff/admin-scope.ts';

/** The home page's content in the back office: read, save or discard a draft, preview, publish; the library's pictures and their upload. */
export const contentAdminRoutes: FastifyPluginAsync = async (app) => {
  const { contentAdmin } = app;
  await takeUploads(app);
  route(app, ep.homeContent, () => contentAdmin.home());
  route(app, ep.saveHomeContentDraft, (request) =>
    contentAdmin.saveDraft(requestActor(request), request.body),
  );
  route(app, ep.publishHomeContent, (request) => contentAdmin.publish(requestActor(request)));
  route(app, ep.previewHomeContent, () => contentAdmin.preview());
  route(app, ep.discardHomeContentDraft, (request) =>
    contentAdmin.discardDraft(requestActor(request)),
  );
  route(app, ep.contentPictures, () => contentAdmin.pictures());
  route(app, ep.uploadContentPicture, (request) =>
    withUploadedFiles(request, (files) =>
      contentAdmin.uploadPictures(requestActor(request), files),
    ),
  );
};
