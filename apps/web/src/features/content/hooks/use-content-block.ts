import {
  blogsBlockSchema,
  homeBannersBlockSchema,
  seoSettingBlockSchema,
  socialMediaBlockSchema,
  storyBlockSchema,
  type ContentBlockResponse,
} from '@aurelle/contract';
import { useMemo } from 'react';
import type { z } from 'zod';
import { useGetContentBlockQuery } from '../api/content-api.ts';

/**
 * A block's payload in its own shape. List blocks (`{data: [...]}`) match the envelope itself;
 * object blocks (seo_setting) match the envelope's `data`.
 */
export function pickBlockData<T>(response: ContentBlockResponse | undefined, schema: z.ZodType<T>) {
  if (!response) return undefined;
  const whole = schema.safeParse(response);
  if (whole.success) return whole.data;
  const inner = schema.safeParse(response.data);
  return inner.success ? inner.data : undefined;
}

/** One named content block, parsed with its schema; undefined while loading or when invalid. */
export function useContentBlock<T>(name: string, schema: z.ZodType<T>) {
  const query = useGetContentBlockQuery(name);
  const data = useMemo(() => pickBlockData(query.data, schema), [query.data, schema]);
  return { data, isLoading: query.isLoading, isError: query.isError || (query.isSuccess && !data) };
}

export const useSeoSetting = () => useContentBlock('seo_setting', seoSettingBlockSchema);
export const useSocialMedia = () => useContentBlock('socialMedia', socialMediaBlockSchema);
export const useHomeBanners = () => useContentBlock('home_banners', homeBannersBlockSchema);
export const useHomeStory = () => useContentBlock('home_story', storyBlockSchema);
export const useBlogs = () => useContentBlock('blogs', blogsBlockSchema);
