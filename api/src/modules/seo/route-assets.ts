import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { PRODUCT_PAGE_PATHS } from '@russ/schema/catalog/product-pages';
import type { SeoRoute } from '@russ/schema/seo/route-meta';

/**
 * The built chunks of the page a request is for, so the HTML can ask for them at once (modulepreload and the
 * page's stylesheets) instead of after the entry bundle has run and asked for the page: one round trip less before
 * the page renders. Read from the storefront build's .vite/manifest.json; a route module that is not in it (an
 * older build, a renamed file) simply gets no hints.
 */

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Route modules whose file name is not the path with '/' → '-' (see storefront/src/app/router.tsx). */
const ROUTE_MODULE_EXCEPTIONS: Record<string, string> = {
  '/': 'home',
  '/products/hoodies': 'category-hoodies',
  '/products/sweatshirts': 'category-sweatshirts',
  '/products/shorts-bukser': 'category-shorts-bukser',
  '/products/tilbehor': 'category-tilbehor',
  '/services/custom-design': 'service-custom-design',
  '/services/design-help': 'service-design-help',
  '/services/group-discounts': 'service-group-discounts',
  '/services/quote-request': 'service-quote-request',
  '/404': 'error-404',
  '/500': 'error-500',
};

const PRODUCT_DETAIL_PATHS: ReadonlySet<string> = new Set(PRODUCT_PAGE_PATHS);

/** 'src/app/routes/<module>.tsx' of the page the router shows for this route. */
export function routeModuleSource(route: SeoRoute): string {
  let name: string;
  if (route.kind === 'unknown') name = 'not-found';
  else if (route.kind === 'blog-post') name = 'blog-post';
  else if (PRODUCT_DETAIL_PATHS.has(route.path)) name = 'product-detail';
  else name = ROUTE_MODULE_EXCEPTIONS[route.path] ?? route.path.slice(1).replace(/\//g, '-');
  return `src/app/routes/${name}.tsx`;
}

export interface RouteAssets {
  scripts: string[];
  styles: string[];
}

function collect(manifest: Manifest, key: string, skip: Set<string>, out: RouteAssets, seen = new Set<string>()) {
  if (seen.has(key) || skip.has(key) || !manifest[key]) return;
  seen.add(key);
  const chunk = manifest[key];
  if (chunk.file.endsWith('.js')) out.scripts.push(`/${chunk.file}`);
  for (const css of chunk.css ?? []) out.styles.push(`/${css}`);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, skip, out, seen);
}

/** Reads the manifest (kept in memory until the file changes) and answers the assets of a route module. */
export function createRouteAssets(storefrontDir: string) {
  const file = path.join(storefrontDir, '.vite', 'manifest.json');
  let cached: { mtimeMs: number; manifest: Manifest; entryClosure: Set<string> } | null = null;

  async function manifest() {
    try {
      const { mtimeMs } = await stat(file);
      if (!cached || cached.mtimeMs !== mtimeMs) {
        const parsed = JSON.parse(await readFile(file, 'utf8')) as Manifest;
        // What the entry already loads (index.html names it): never hinted twice.
        const entryClosure = new Set<string>();
        const walk = (key: string) => {
          if (entryClosure.has(key) || !parsed[key]) return;
          entryClosure.add(key);
          (parsed[key].imports ?? []).forEach(walk);
        };
        Object.keys(parsed)
          .filter((key) => parsed[key].isEntry)
          .forEach(walk);
        cached = { mtimeMs, manifest: parsed, entryClosure };
      }
      return cached;
    } catch {
      cached = null;
      return null;
    }
  }

  return async function routeAssets(source: string): Promise<RouteAssets> {
    const out: RouteAssets = { scripts: [], styles: [] };
    const loaded = await manifest();
    if (loaded) collect(loaded.manifest, source, loaded.entryClosure, out);
    return out;
  };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Built stylesheets at most kept in memory (a new build brings new names; the old ones go). */
const MAX_STYLESHEETS = 200;

/**
 * The text of the storefront's built stylesheets by href (`/assets/x-<hash>.css`), read once per file: their names
 * change with their content. Null for a file that cannot be read (the page then links it as before).
 */
export function createStylesheetTexts(storefrontDir: string) {
  const texts = new Map<string, Promise<string | null>>();
  return function stylesheetText(href: string): Promise<string | null> {
    let text = texts.get(href);
    if (!text) {
      if (texts.size >= MAX_STYLESHEETS) texts.clear();
      // `href` comes from the build (its manifest or index.html), never from a request.
      text = readFile(path.join(storefrontDir, href), 'utf8').catch(() => null);
      texts.set(href, text);
    }
    return text;
  };
}

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="([^"]+\.css)"\s*\/?>/g;

/**
 * A page rendered on the server with its stylesheets in it (`<style>`), the template's own (index.html's global
 * styles) where the template links them and the page's after them: the first paint waits for no other request
 * than the HTML's. On a phone's connection each linked stylesheet is a round trip before anything is painted, and
 * together they are a few KB compressed. Once the page's code runs, Vite links the page's stylesheets again (it
 * checks for `<link>`s only): they are then fetched behind the page, not before it.
 */
export async function inlineStylesheets(
  html: string,
  pageStyles: readonly string[],
  stylesheetText: (href: string) => Promise<string | null>,
): Promise<string> {
  const templateStyles = [...html.matchAll(STYLESHEET_LINK)].map((match) => match[1]!);
  const texts = new Map<string, string | null>();
  await Promise.all(
    [...templateStyles, ...pageStyles].map(async (href) => texts.set(href, await stylesheetText(href))),
  );
  const styleElement = (href: string) => {
    const text = texts.get(href);
    // `</style` cannot end the element early (a built stylesheet has none; the guard costs nothing).
    return text == null
      ? `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}" />`
      : `<style data-href="${escapeAttribute(href)}">${text.replace(/<\/style/gi, '<\\/style')}</style>`;
  };
  const withTemplateStyles = html.replace(STYLESHEET_LINK, (_link, href: string) => styleElement(href));
  return beforeHeadEnd(withTemplateStyles, pageStyles.map(styleElement).join('\n    '));
}

/** The HTML with `addition` at the end of its head. */
export function beforeHeadEnd(html: string, addition: string): string {
  const at = html.search(/<\/head>/i);
  return !addition || at === -1 ? html : `${html.slice(0, at)}  ${addition}\n  ${html.slice(at)}`;
}

/**
 * The hints for the assets of a page rendered in the browser: its stylesheets are fetched now, applied by the
 * page's chunk when it runs (Vite adds the stylesheet then): not render-blocking, so the first paint (the header
 * bar in index.html) waits only for the global stylesheet; and its chunks at once, before the entry asks for them.
 */
export function renderRouteAssets({ scripts, styles }: RouteAssets): string {
  return [
    ...styles.map((href) => `<link rel="preload" as="style" crossorigin href="${escapeAttribute(href)}" />`),
    ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}" />`),
  ].join('\n    ');
}
