// STUB: placeholder until this page is built (see the storefront issue).
import { usePageMeta } from '@/lib/page-meta';

export default function AboutPage() {
  usePageMeta({ title: 'Om oss' });
  return (
    <section className="container">
      <h1>Om oss</h1>
    </section>
  );
}
