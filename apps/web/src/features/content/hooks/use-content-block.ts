import type {
  BlogsBlock,
  ContentBlockName,
  ContentBlockResponse,
  HomeBannersBlock,
  HomeCategoriesBlock,
  SeoSettingBlock,
  SocialMediaBlock,
  StoryBlock,
} from '@aurelle/contract';
import { useGetContentBlockQuery } from '../api/content-api.ts';

/**
 * A block's payload in its own shape. List blocks (`{data: [...]}`) are the envelope itself;
 * object blocks (seo_setting) are the envelope's `data`. The API answers a block the shop reads
 * only in that shape (contentBlockSchemas in the contract, docs/decisions/0049 §4).
 */
export function pickBlockData<T>(response: ContentBlockResponse | undefined): T | undefined {
  if (!response) return undefined;
  return (Array.isArray(response.data) ? response : response.data) as T;
}

/** One named content block, in its shape; undefined while loading or when the API has none. */
export function useContentBlock<T>(name: ContentBlockName) {
  const query = useGetContentBlockQuery(name);
  return {
    data: pickBlockData<T>(query.data),
    isLoading: query.isLoading,
    isError: query.isError,
  };
}

export const useSeoSetting = () => useContentBlock<SeoSettingBlock>('seo_setting');
export const useSocialMedia = () => useContentBlock<SocialMediaBlock>('socialMedia');
export const useHomeBanners = () => useContentBlock<HomeBannersBlock>('home_banners');
export const useHomeCategories = () => useContentBlock<HomeCategoriesBlock>('home_categories');
export const useHomeStory = () => useContentBlock<StoryBlock>('home_story');
export const useBlogs = () => useContentBlock<BlogsBlock>('blogs');
