import { SearchPanel } from '../../features/search/components/search-panel.tsx';
import { useShopperActions } from '../routes/use-shopper-actions.ts';

/** The search panel with the shop's Add to cart (loaded when the search drawer first opens). */
export function SearchDrawer({ onClose }: { onClose: () => void }) {
  const { add } = useShopperActions();
  return (
    <SearchPanel
      onClose={onClose}
      onAddToCart={(product) => void add({ product, options: [], quantity: 1 })}
    />
  );
}
