import { pageCalls, type Page, type PageSlug } from '@aurelle/contract';
import { useApiQuery } from '../../../lib/use-api.ts';

/** An informational page's texts in the shop's language, as the owner last saved them. */
export const usePageQuery = (slug: PageSlug) => useApiQuery<Page>(pageCalls.page(slug));
