// STUB: placeholder until this page is built (see the storefront issue).
import { usePageMeta } from '@/lib/page-meta';

export default function PrivacyPage() {
  usePageMeta({ title: 'Personvern' });
  return (
    <section className="container">
      <h1>Personvern</h1>
    </section>
  );
}
