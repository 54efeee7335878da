// STUB: placeholder until this page is built (see the storefront issue).
import { usePageMeta } from '@/lib/page-meta';

export default function ServiceCustomDesignPage() {
  usePageMeta({ title: 'Tilpasset design' });
  return (
    <section className="container">
      <h1>Tilpasset design</h1>
    </section>
  );
}
