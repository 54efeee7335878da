// STUB: placeholder until this page is built (see the storefront issue).
import { usePageMeta } from '@/lib/page-meta';

export default function QrTilbehorPage() {
  usePageMeta({ title: 'Tilbehør' });
  return (
    <section className="container">
      <h1>Tilbehør</h1>
    </section>
  );
}
