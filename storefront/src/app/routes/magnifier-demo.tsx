// STUB: placeholder until this page is built (see the storefront issue).
import { usePageMeta } from '@/lib/page-meta';

export default function MagnifierDemoPage() {
  usePageMeta({ title: 'Magnifier demo' });
  return (
    <section className="container">
      <h1>Magnifier demo</h1>
    </section>
  );
}
