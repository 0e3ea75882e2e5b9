import { CustomerCare } from '../../../features/content/components/customer-care.tsx';

/** /customer-care: FAQs and the request-quote e-mail from site settings. */
export function CustomerCareRoute() {
  return <CustomerCare showEmail />;
}
