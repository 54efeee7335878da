// STUB: placeholder until this page is built (see the storefront issue).
import { usePageMeta } from '@/lib/page-meta';

export default function QrGeneratorPage() {
  usePageMeta({ title: 'QR-kode generator' });
  return (
    <section className="container">
      <h1>QR-kode generator</h1>
    </section>
  );
}
