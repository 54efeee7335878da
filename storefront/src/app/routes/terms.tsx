// STUB: placeholder until this page is built (see the storefront issue).
import { usePageMeta } from '@/lib/page-meta';

export default function TermsPage() {
  usePageMeta({ title: 'Vilkår' });
  return (
    <section className="container">
      <h1>Vilkår</h1>
    </section>
  );
}
