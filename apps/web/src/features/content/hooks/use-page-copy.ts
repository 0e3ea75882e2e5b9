import * as z from 'zod/mini';
import { useTranslation } from '../../../lib/use-translation.ts';

const sectionSchema = z.object({
  id: z.optional(z.string()),
  heading: z.string(),
  paragraphs: z._default(z.array(z.string()), []),
  list: z.optional(z.array(z.string())),
});
export type PageSection = z.infer<typeof sectionSchema>;

const pageCopySchema = z.object({
  eyebrow: z.optional(z.string()),
  title: z.string(),
  lede: z.optional(z.string()),
  sections: z._default(z.array(sectionSchema), []),
});
export type PageCopy = z.infer<typeof pageCopySchema>;

/** A content page's copy from the locale file (`pages.<key>`), checked for shape. */
export function usePageCopy(key: string): PageCopy {
  const { t } = useTranslation();
  const raw: unknown = t(`pages.${key}`, { returnObjects: true });
  const parsed = pageCopySchema.safeParse(raw);
  return parsed.success ? parsed.data : { title: t(`pages.${key}.title`), sections: [] };
}
