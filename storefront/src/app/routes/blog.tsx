// STUB: placeholder until this page is built (see the storefront issue).
import { usePageMeta } from '@/lib/page-meta';

export default function BlogPage() {
  usePageMeta({ title: 'Blogg' });
  return (
    <section className="container">
      <h1>Blogg</h1>
    </section>
  );
}
