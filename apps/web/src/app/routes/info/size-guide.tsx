import { useTranslation } from '../../../lib/use-translation.ts';
import { BANGLE_SIZES, RING_SIZES } from '../../../features/content/data/size-charts.ts';
import { InfoArticle } from '../../../features/content/components/info-article.tsx';
import { SizeTable } from '../../../features/content/components/size-table.tsx';

/** Size guide: how to measure, then the ring and bangle charts. */
export function SizeGuideRoute() {
  const { t, i18n } = useTranslation();
  const mm = new Intl.NumberFormat(i18n.resolvedLanguage, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const ringRows = RING_SIZES.map((r) => [
    r.us,
    r.uk,
    r.eu,
    r.india,
    mm.format(r.diameter),
    mm.format(r.circumference),
  ]);
  const bangleRows = BANGLE_SIZES.map((b) => [
    b.india,
    b.label,
    b.inches,
    mm.format(b.diameter),
    mm.format(b.circumference),
  ]);
  const cols = (keys: string[]) => keys.map((key) => t(`pages.sizeGuide.columns.${key}`));
  return (
    <InfoArticle slug="size-guide">
      <SizeTable
        id="ring-sizes"
        title={t('pages.sizeGuide.rings.title')}
        note={t('pages.sizeGuide.rings.note')}
        columns={cols(['us', 'uk', 'eu', 'india', 'diameter', 'circumference'])}
        rows={ringRows}
      />
      <SizeTable
        id="bangle-sizes"
        title={t('pages.sizeGuide.bangles.title')}
        note={t('pages.sizeGuide.bangles.note')}
        columns={cols(['indiaBangle', 'label', 'inches', 'diameter', 'circumference'])}
        rows={bangleRows}
      />
    </InfoArticle>
  );
}
