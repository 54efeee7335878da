import { Link } from 'react-router-dom';
import { shopEmailHref } from '@/lib/shop';
import { StatusPanel } from './status-panel';

/** 'Noe gikk galt' (storefront spec §2, /500): used by the /500 page and the route error boundary. */
export function ServerErrorPanel() {
  return (
    <StatusPanel
      code="500"
      title="Noe gikk galt"
      actions={
        <>
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            Prøv igjen
          </button>
          <Link to="/" className="btn btn-outline" reloadDocument>
            Gå til forsiden
          </Link>
          <a
            href={`${shopEmailHref}?subject=${encodeURIComponent('Teknisk feil på nettsiden')}`}
            className="btn btn-outline"
          >
            Kontakt support
          </a>
        </>
      }
    >
      <p>Det oppstod en teknisk feil på vår side. Vi jobber med å løse problemet.</p>
    </StatusPanel>
  );
}
