import type { ContentBlockResponse } from '@aurelle/contract';
import { useEffect, useMemo, useState } from 'react';
import type * as z from 'zod/mini';
import { useGetContentBlockQuery } from '../api/content-api.ts';

/**
 * A block's payload in its own shape. List blocks (`{data: [...]}`) match the envelope itself;
 * object blocks (seo_setting) match the envelope's `data`.
 */
export function pickBlockData<T>(
  response: ContentBlockResponse | undefined,
  schema: z.ZodMiniType<T>,
) {
  if (!response) return undefined;
  const whole = schema.safeParse(response);
  if (whole.success) return whole.data;
  const inner = schema.safeParse(response.data);
  return inner.success ? inner.data : undefined;
}

type SchemaLoader<T> = () => Promise<z.ZodMiniType<T>>;

/** A block's schema, imported on first use so zod stays out of the entry chunk. */
function useSchema<T>(load: SchemaLoader<T>) {
  const [schema, setSchema] = useState<z.ZodMiniType<T>>();
  useEffect(() => {
    let live = true;
    void load().then((loaded) => live && setSchema(() => loaded));
    return () => {
      live = false;
    };
  }, [load]);
  return schema;
}

/** One named content block, parsed with its schema; undefined while loading or when invalid. */
export function useContentBlock<T>(name: string, load: SchemaLoader<T>) {
  const query = useGetContentBlockQuery(name);
  const schema = useSchema(load);
  const data = useMemo(
    () => (schema ? pickBlockData(query.data, schema) : undefined),
    [query.data, schema],
  );
  return {
    data,
    isLoading: query.isLoading || (query.isSuccess && !schema),
    isError: query.isError || (query.isSuccess && Boolean(schema) && !data),
  };
}

const blocks = () => import('./content-block-schemas.ts');
const seo = () => blocks().then((m) => m.seoSettingBlockSchema);
const social = () => blocks().then((m) => m.socialMediaBlockSchema);
const banners = () => blocks().then((m) => m.homeBannersBlockSchema);
const story = () => blocks().then((m) => m.storyBlockSchema);
const blogs = () => blocks().then((m) => m.blogsBlockSchema);

export const useSeoSetting = () => useContentBlock('seo_setting', seo);
export const useSocialMedia = () => useContentBlock('socialMedia', social);
export const useHomeBanners = () => useContentBlock('home_banners', banners);
export const useHomeStory = () => useContentBlock('home_story', story);
export const useBlogs = () => useContentBlock('blogs', blogs);
