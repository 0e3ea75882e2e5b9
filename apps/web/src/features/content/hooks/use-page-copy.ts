import { z } from 'zod';
import { useTranslation } from '../../../lib/use-translation.ts';

const sectionSchema = z.object({
  id: z.string().optional(),
  heading: z.string(),
  paragraphs: z.array(z.string()).default([]),
  list: z.array(z.string()).optional(),
});
export type PageSection = z.infer<typeof sectionSchema>;

const pageCopySchema = z.object({
  eyebrow: z.string().optional(),
  title: z.string(),
  lede: z.string().optional(),
  sections: z.array(sectionSchema).default([]),
});
export type PageCopy = z.infer<typeof pageCopySchema>;

/** A content page's copy from the locale file (`pages.<key>`), checked for shape. */
export function usePageCopy(key: string): PageCopy {
  const { t } = useTranslation();
  const raw: unknown = t(`pages.${key}`, { returnObjects: true });
  const parsed = pageCopySchema.safeParse(raw);
  return parsed.success ? parsed.data : { title: t(`pages.${key}.title`), sections: [] };
}
