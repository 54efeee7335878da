// STUB: placeholder until this page is built (see the storefront issue).
import { usePageMeta } from '@/lib/page-meta';

export default function CategoryShortsBukserPage() {
  usePageMeta({ title: 'Shorts og bukser' });
  return (
    <section className="container">
      <h1>Shorts og bukser</h1>
    </section>
  );
}
