// STUB: placeholder until this page is built (see the storefront issue).
import { usePageMeta } from '@/lib/page-meta';

export default function ServiceGroupDiscountsPage() {
  usePageMeta({ title: 'Gruppe-rabatter' });
  return (
    <section className="container">
      <h1>Gruppe-rabatter</h1>
    </section>
  );
}
