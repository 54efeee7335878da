// STUB: placeholder until this page is built (see the storefront issue).
import { usePageMeta } from '@/lib/page-meta';

export default function QrRussedresserPage() {
  usePageMeta({ title: 'Russedresser' });
  return (
    <section className="container">
      <h1>Russedresser</h1>
    </section>
  );
}
