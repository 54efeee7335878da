// STUB: placeholder until this page is built (see the storefront issue).
import { usePageMeta } from '@/lib/page-meta';

export default function ServiceDesignHelpPage() {
  usePageMeta({ title: 'Designhjelp' });
  return (
    <section className="container">
      <h1>Designhjelp</h1>
    </section>
  );
}
