import { useApiMutation, useApiQuery } from '../../lib/use-api.ts';

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

/** The media library's pictures the hero may show. */
export function useContentPictures() {
  return useApiQuery('contentPictures', {});
}
