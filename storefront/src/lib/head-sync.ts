import type { HeadTag } from '@russ/schema/seo/head';

/**
 * Keeps <head> in step with the page after a client-side navigation. The server renders every page's head
 * (modules/seo in the API); after a navigation the storefront fetches the same tags from GET /api/seo/head and
 * puts them in place of the previous page's, so the head reads the same as if the page had been loaded directly.
 * The page the server rendered (its <title> names the path) is left as it is.
 */

// Mirrors SEO_ATTRIBUTE / SEO_PATH_ATTRIBUTE of @russ/schema/seo/head (kept literal so this module stays tiny).
const SEO_ATTRIBUTE = 'data-seo';
const SEO_PATH_ATTRIBUTE = 'data-seo-path';

export interface HeadResponse {
  path: string;
  status: number;
  tags: HeadTag[];
}

export interface FallbackMeta {
  /** Full document title. */
  title: string;
  description: string;
  noIndex: boolean;
}

const requests = new Map<string, Promise<HeadResponse | null>>();
let appliedPath: string | null =
  typeof document === 'undefined'
    ? null
    : (document.querySelector(`title[${SEO_PATH_ATTRIBUTE}]`)?.getAttribute(SEO_PATH_ATTRIBUTE) ?? null);
let wantedPath: string | null = null;

function fetchHead(pathname: string): Promise<HeadResponse | null> {
  let request = requests.get(pathname);
  if (!request) {
    request = fetch(`/api/seo/head?path=${encodeURIComponent(pathname)}`, { credentials: 'include' })
      .then((response) => (response.ok ? (response.json() as Promise<HeadResponse>) : null))
      .catch(() => null)
      .then((result) => {
        if (!result) requests.delete(pathname); // try again on the next visit
        return result;
      });
    requests.set(pathname, request);
  }
  return request;
}

function titleElement(): HTMLTitleElement {
  let title = document.head.querySelector('title');
  if (!title) {
    title = document.createElement('title');
    document.head.prepend(title);
  }
  return title;
}

/** Replaces the page's head elements (everything marked data-seo) with `tags`. */
export function applyHeadTags(tags: readonly HeadTag[], pathname: string): void {
  const title = titleElement();
  title.setAttribute(SEO_ATTRIBUTE, '');
  title.setAttribute(SEO_PATH_ATTRIBUTE, pathname);
  document.head.querySelectorAll(`[${SEO_ATTRIBUTE}]:not(title)`).forEach((element) => element.remove());
  let previous: Element = title;
  for (const tag of tags) {
    if (tag.tag === 'title') {
      document.title = tag.text;
      continue;
    }
    const element = document.createElement(tag.tag);
    element.setAttribute(SEO_ATTRIBUTE, '');
    for (const [name, value] of Object.entries(tag.attrs)) element.setAttribute(name, value);
    if (tag.tag === 'script') element.textContent = JSON.stringify(tag.json);
    previous.after(element);
    previous = element;
  }
}

/** When the head cannot be fetched: at least the page's own title, description and robots. */
function applyFallback(meta: FallbackMeta, pathname: string): void {
  document.title = meta.title;
  const upsert = (name: string, content: string | null) => {
    let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
    if (content === null) return element?.remove();
    if (!element) {
      element = document.createElement('meta');
      element.name = name;
      element.setAttribute(SEO_ATTRIBUTE, '');
      document.head.appendChild(element);
    }
    element.content = content;
  };
  upsert('description', meta.description);
  upsert('robots', meta.noIndex ? 'noindex, nofollow' : null);
  // Every page names its own URL as canonical, the unindexed ones too (storefront spec §2).
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    canonical.setAttribute(SEO_ATTRIBUTE, '');
    document.head.appendChild(canonical);
  }
  canonical.href = `${window.location.origin}${pathname}`;
}

/** Brings the head to the page at `pathname` (no-op when it already is). */
export function syncHead(pathname: string, fallback: FallbackMeta): void {
  wantedPath = pathname;
  if (appliedPath === pathname) return;
  void fetchHead(pathname).then((head) => {
    if (wantedPath !== pathname) return; // the visitor has moved on
    if (head) {
      applyHeadTags(head.tags, pathname);
      appliedPath = pathname;
    } else {
      applyFallback(fallback, pathname);
    }
  });
}
