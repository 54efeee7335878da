// STUB: placeholder until this page is built (see the storefront issue).
import { usePageMeta } from '@/lib/page-meta';

export default function QrUnderdelerPage() {
  usePageMeta({ title: 'Underdeler' });
  return (
    <section className="container">
      <h1>Underdeler</h1>
    </section>
  );
}
