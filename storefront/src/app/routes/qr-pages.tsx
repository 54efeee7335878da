// STUB: placeholder until this page is built (see the storefront issue).
import { usePageMeta } from '@/lib/page-meta';

export default function QrPagesPage() {
  usePageMeta({ title: 'QR-sider' });
  return (
    <section className="container">
      <h1>QR-sider</h1>
    </section>
  );
}
