import * as z from 'zod/mini';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Accordion } from '../../../components/ui/accordion.tsx';

const faqsSchema = z.array(z.object({ question: z.string(), answer: z.string() }));

/** The FAQs as an accordion, from `pages.customerCare.faqs`. */
export function FaqList() {
  const { t } = useTranslation();
  const parsed = faqsSchema.safeParse(t('pages.customerCare.faqs', { returnObjects: true }));
  const faqs = parsed.success ? parsed.data : [];
  return (
    <Accordion
      items={faqs.map((faq, index) => ({
        id: `faq-${index}`,
        title: faq.question,
        content: <p>{faq.answer}</p>,
      }))}
    />
  );
}
