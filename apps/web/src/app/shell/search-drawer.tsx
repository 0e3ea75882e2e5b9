import { SearchPanel } from '../../features/search/components/search-panel.tsx';
import { useCustomerActions } from '../routes/use-customer-actions.ts';

/** The search panel with the shop's Add to cart (loaded when the search drawer first opens). */
export function SearchDrawer({ onClose }: { onClose: () => void }) {
  const { add } = useCustomerActions();
  return (
    <SearchPanel
      onClose={onClose}
      onAddToCart={(product) => void add({ product, options: [], quantity: 1 })}
    />
  );
}
