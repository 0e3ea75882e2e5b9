/** The block schemas the content hooks parse with, loaded on first use. */
export {
  blogsBlockSchema,
  homeBannersBlockSchema,
  seoSettingBlockSchema,
  socialMediaBlockSchema,
  storyBlockSchema,
} from '@aurelle/contract';
