// STUB: placeholder until this page is built (see the storefront issue).
import { usePageMeta } from '@/lib/page-meta';

export default function SurprisePage() {
  usePageMeta({ title: 'Rabattkode' });
  return (
    <section className="container">
      <h1>Rabattkode</h1>
    </section>
  );
}
