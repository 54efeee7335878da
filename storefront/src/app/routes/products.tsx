// STUB: placeholder until this page is built (see the storefront issue).
import { usePageMeta } from '@/lib/page-meta';

export default function ProductsPage() {
  usePageMeta({ title: 'Produkter' });
  return (
    <section className="container">
      <h1>Produkter</h1>
    </section>
  );
}
