import { faqCalls, type FaqList as FaqListData } from '@aurelle/contract';
import { Accordion } from '../../../components/ui/accordion.tsx';
import { Placeholder } from '../../../components/ui/skeleton.tsx';
import { SectionLoadError } from '../../../components/ui/section-load-error.tsx';
import { useApiQuery } from '../../../lib/use-api.ts';

/** Customer care's questions as an accordion, in the shop's language, as the owner saved them. */
export function FaqList() {
  const { data, isError } = useApiQuery<FaqListData>(faqCalls.list());
  if (!data) return isError ? <SectionLoadError /> : <Placeholder count={4} />;
  return (
    <Accordion
      items={data.data.map((faq, index) => ({
        id: `faq-${index}`,
        title: faq.question,
        content: <p>{faq.answer}</p>,
      }))}
    />
  );
}
