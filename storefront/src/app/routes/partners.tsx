// STUB: placeholder until this page is built (see the storefront issue).
import { usePageMeta } from '@/lib/page-meta';

export default function PartnersPage() {
  usePageMeta({ title: 'Partnere' });
  return (
    <section className="container">
      <h1>Partnere</h1>
    </section>
  );
}
