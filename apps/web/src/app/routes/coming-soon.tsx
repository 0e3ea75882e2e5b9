import { ComingSoonPage } from '../shell/launch/coming-soon-page.tsx';

/** /coming-soon after launch: the page without header and footer, pointing into the shop. */
export function ComingSoonRoute() {
  return <ComingSoonPage remaining={0} />;
}
