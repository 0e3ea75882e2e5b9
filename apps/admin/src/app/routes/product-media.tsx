import { useParams } from 'react-router';
import { Page } from '../../components/ui/page.tsx';
import { ProductMediaPanel } from '../../features/media/product-media-panel.tsx';
import { texts } from '../../texts.ts';

/** A product's photos and films (the product's edit screen will hold the panel). */
export function ProductMediaScreen() {
  const { productId = '' } = useParams();
  return (
    <Page title={texts.media.title}>
      <ProductMediaPanel productId={productId} />
    </Page>
  );
}
