import { Link } from 'react-router-dom';
import { StatusPanel } from '@/components/ui/status-panel';
import { usePageMeta } from '@/lib/page-meta';
import { shop, shopEmailHref } from '@/lib/shop';

/** The error catalogue's wording for a missing route or slug (storefront §8), shown above the page's heading. */
const MISSING_PAGE_TEXT = '404 - Siden ikke funnet';

export default function NotFoundPage() {
  usePageMeta({ title: MISSING_PAGE_TEXT, noIndex: true });
  return (
    <StatusPanel
      code="404"
      eyebrow={MISSING_PAGE_TEXT}
      title="Siden ble ikke funnet"
      actions={
        <>
          <Link to="/" className="btn btn-primary">
            Gå til forsiden
          </Link>
          <Link to="/products" className="btn btn-outline">
            Se produkter
          </Link>
          <Link to="/faq" className="btn btn-outline">
            Se ofte stilte spørsmål
          </Link>
        </>
      }
    >
      <p>Siden du leter etter finnes ikke eller har blitt flyttet.</p>
      <p>
        Trenger du hjelp? Skriv til oss på <a href={shopEmailHref}>{shop.email}</a>.
      </p>
    </StatusPanel>
  );
}
