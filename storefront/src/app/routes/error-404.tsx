import { Link } from 'react-router-dom';
import { StatusPanel } from '@/components/ui/status-panel';
import { usePageMeta } from '@/lib/page-meta';
import { shop, shopEmailHref } from '@/lib/shop';

export default function NotFoundPage() {
  // The document title carries the error catalogue's wording (storefront §8: '404 - Siden ikke funnet').
  usePageMeta({ title: '404 - Siden ikke funnet', noIndex: true });
  return (
    <StatusPanel
      code="404"
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
