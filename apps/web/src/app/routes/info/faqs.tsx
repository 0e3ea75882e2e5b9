import { CustomerCare } from '../../../features/content/components/customer-care.tsx';

/** /faqs: the customer care screen without the e-mail (spec §2). */
export function FaqsRoute() {
  return <CustomerCare showEmail={false} />;
}
