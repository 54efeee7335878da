// STUB: placeholder until this page is built (see the storefront issue).
import { usePageMeta } from '@/lib/page-meta';

export default function OekoTexPage() {
  usePageMeta({ title: 'OEKO-TEX' });
  return (
    <section className="container">
      <h1>OEKO-TEX</h1>
    </section>
  );
}
