import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { syncHead } from '@/lib/head-sync';
import { shop } from './shop';

export type PageMeta = {
  /** Page title without the shop name; omitted on the front page. */
  title?: string;
  description?: string;
  /** Marks the page not to be indexed (error pages). */
  noIndex?: boolean;
};

const DEFAULT_DESCRIPTION = `${shop.name} er landets mest pålitelige leverandør av russeklær: hoodies, crewnecks, sweatpants, russedresser og tilbehør med eget design.`;

/**
 * Keeps the document head (title, description, canonical link, Open Graph and Twitter tags, robots, JSON-LD)
 * right for the current page. The texts come from the route table the server renders the head from
 * (`@russ/schema/seo/route-meta`, through GET /api/seo/head), so a page loaded directly and a page reached by a
 * client-side navigation have the same head. The arguments are the page's own fallback, used only when the head
 * cannot be fetched.
 */
export function usePageMeta({ title, description = DEFAULT_DESCRIPTION, noIndex = false }: PageMeta) {
  const { pathname } = useLocation();
  useEffect(() => {
    const fullTitle = title
      ? `${title} | ${shop.name}`
      : `${shop.name} – russeklær, hoodies og russedresser for hele gjengen`;
    syncHead(pathname, { title: fullTitle, description, noIndex });
  }, [title, description, noIndex, pathname]);
}
