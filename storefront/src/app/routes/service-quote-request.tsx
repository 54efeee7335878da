// STUB: placeholder until this page is built (see the storefront issue).
import { usePageMeta } from '@/lib/page-meta';

export default function ServiceQuoteRequestPage() {
  usePageMeta({ title: 'Tilbudsforespørsel' });
  return (
    <section className="container">
      <h1>Tilbudsforespørsel</h1>
    </section>
  );
}
