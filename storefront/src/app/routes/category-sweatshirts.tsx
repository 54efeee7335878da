// STUB: placeholder until this page is built (see the storefront issue).
import { usePageMeta } from '@/lib/page-meta';

export default function CategorySweatshirtsPage() {
  usePageMeta({ title: 'Sweatshirts' });
  return (
    <section className="container">
      <h1>Sweatshirts</h1>
    </section>
  );
}
