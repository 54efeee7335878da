// STUB: placeholder until this page is built (see the storefront issue).
import { usePageMeta } from '@/lib/page-meta';

export default function HistoryPage() {
  usePageMeta({ title: 'Vår historie' });
  return (
    <section className="container">
      <h1>Vår historie</h1>
    </section>
  );
}
