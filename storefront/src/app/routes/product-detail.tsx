// STUB: placeholder until this page is built (see the storefront issue).
import { usePageMeta } from '@/lib/page-meta';

export default function ProductDetailPage() {
  usePageMeta({ title: 'Produkt' });
  return (
    <section className="container">
      <h1>Produkt</h1>
    </section>
  );
}
