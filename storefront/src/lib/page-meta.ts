import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { shop } from './shop';

export type PageMeta = {
  /** Page title without the shop name; omitted on the front page. */
  title?: string;
  description?: string;
  /** Marks the page not to be indexed (error pages). */
  noIndex?: boolean;
};

const DEFAULT_DESCRIPTION = `${shop.name} er landets mest pålitelige leverandør av russeklær: hoodies, crewnecks, sweatpants, russedresser og tilbehør med eget design.`;

function upsertHead(selector: string, create: () => HTMLElement, attribute: string, value: string | null) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (value === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = create();
    document.head.appendChild(element);
  }
  element.setAttribute(attribute, value);
}

const meta = (attr: 'name' | 'property', key: string) => () => {
  const element = document.createElement('meta');
  element.setAttribute(attr, key);
  return element;
};

/** Sets the document title, description, canonical link, social tags and robots for the current page. */
export function usePageMeta({ title, description = DEFAULT_DESCRIPTION, noIndex = false }: PageMeta) {
  const { pathname } = useLocation();
  useEffect(() => {
    const fullTitle = title
      ? `${title} | ${shop.name}`
      : `${shop.name} – russeklær, hoodies og russedresser for hele gjengen`;
    const canonical = `${window.location.origin}${pathname}`;
    document.title = fullTitle;
    upsertHead('meta[name="description"]', meta('name', 'description'), 'content', description);
    upsertHead('meta[property="og:title"]', meta('property', 'og:title'), 'content', fullTitle);
    upsertHead('meta[property="og:description"]', meta('property', 'og:description'), 'content', description);
    upsertHead('meta[property="og:url"]', meta('property', 'og:url'), 'content', canonical);
    upsertHead('meta[name="robots"]', meta('name', 'robots'), 'content', noIndex ? 'noindex, nofollow' : null);
    upsertHead(
      'link[rel="canonical"]',
      () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
      'href',
      noIndex ? null : canonical,
    );
  }, [title, description, noIndex, pathname]);
}
