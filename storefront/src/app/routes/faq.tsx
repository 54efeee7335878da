// STUB: placeholder until this page is built (see the storefront issue).
import { usePageMeta } from '@/lib/page-meta';

export default function FaqPage() {
  usePageMeta({ title: 'Ofte stilte spørsmål' });
  return (
    <section className="container">
      <h1>Ofte stilte spørsmål</h1>
    </section>
  );
}
