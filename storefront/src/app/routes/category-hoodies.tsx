// STUB: placeholder until this page is built (see the storefront issue).
import { usePageMeta } from '@/lib/page-meta';

export default function CategoryHoodiesPage() {
  usePageMeta({ title: 'Hoodies' });
  return (
    <section className="container">
      <h1>Hoodies</h1>
    </section>
  );
}
