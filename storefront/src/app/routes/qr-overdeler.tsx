// STUB: placeholder until this page is built (see the storefront issue).
import { usePageMeta } from '@/lib/page-meta';

export default function QrOverdelerPage() {
  usePageMeta({ title: 'Overdeler' });
  return (
    <section className="container">
      <h1>Overdeler</h1>
    </section>
  );
}
