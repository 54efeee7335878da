// STUB: placeholder until this page is built (see the storefront issue).
import { usePageMeta } from '@/lib/page-meta';

export default function CookiesPage() {
  usePageMeta({ title: 'Informasjonskapsler' });
  return (
    <section className="container">
      <h1>Informasjonskapsler</h1>
    </section>
  );
}
