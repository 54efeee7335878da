import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { renderHeadHtml, injectHead } from '@russ/schema/seo/render-head';
import { matchSeoRoute } from '@russ/schema/seo/route-meta';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendCompressed } from '../../common/compression.js';
import { contentSecurityPolicy, inlineScriptHashes } from '../../common/security-headers.js';
import { createPageRenderer, isServerRendered, type RenderedPage } from './rendered-pages.js';
import {
  beforeHeadEnd,
  createRouteAssets,
  createStylesheetTexts,
  inlineStylesheets,
  renderRouteAssets,
  routeModuleSource,
} from './route-assets.js';
import { resolvePageHead } from './seo.service.js';

interface Template {
  mtimeMs: number;
  html: string;
  /** The page's Content-Security-Policy, with the hashes of the template's inline scripts. */
  policy: string;
}

/** Where the template marks the placeholder that a page rendered on the server replaces (storefront/index.html). */
const SSR_START = '<!--ssr:start-->';
const SSR_END = '<!--ssr:end-->';
const ROOT_ELEMENT = '<div id="root">';
/** The element main.tsx reads the server's data from (a JSON data block: not a script the CSP has to allow). */
const SERVER_STATE_ID = 'russ-ssr-state';

export interface StorefrontPageOptions {
  app: FastifyInstance;
  storefrontDir: string;
  /** The storefront's server build (storefront/dist-ssr/entry-server.js); unset: no page is rendered here. */
  serverEntry?: string;
  notBuiltHtml: () => string;
}

/**
 * Serves the storefront's index.html for a page route with that route's head already in it (title, description,
 * canonical, robots, Open Graph, Twitter card, JSON-LD), so a crawler without JavaScript reads the right page.
 * A public page also has its content in it, rendered on the server (rendered-pages.ts), which the browser
 * hydrates; pages behind sign-in are rendered in the browser. The status is the page's (404 for an unknown path
 * or a missing blog post). The page's own chunks and stylesheets are named in the head too (route-assets.ts). The
 * built template is kept in memory and re-read only when the file changes (a new build).
 */
export function createStorefrontPageRenderer({ app, storefrontDir, serverEntry, notBuiltHtml }: StorefrontPageOptions) {
  const file = path.join(storefrontDir, 'index.html');
  let cached: Template | null = null;
  const routeAssets = createRouteAssets(storefrontDir);
  const stylesheetText = createStylesheetTexts(storefrontDir);
  const renderedPage = serverEntry
    ? createPageRenderer({ app, serverEntry, ttlMs: app.config.catalogCacheTtlMs })
    : null;

  async function template(): Promise<Template | null> {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(file)).mtimeMs;
    } catch {
      cached = null;
      return null;
    }
    if (!cached || cached.mtimeMs !== mtimeMs) {
      const html = await readFile(file, 'utf8');
      cached = { mtimeMs, html, policy: contentSecurityPolicy(inlineScriptHashes(html)) };
    }
    return cached;
  }

  return async function sendStorefrontPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const built = await template();
    if (built === null) return reply.status(200).type('text/html; charset=utf-8').send(notBuiltHtml());
    const { html, policy } = built;
    const requestPath = request.url.split(/[?#]/)[0] || '/';
    const route = matchSeoRoute(requestPath);
    const renderable = isServerRendered(route) && html.includes(SSR_START) && html.includes(SSR_END);
    const [head, assets, rendered] = await Promise.all([
      resolvePageHead(request.em, request.server.config, requestPath, request.log),
      routeAssets(routeModuleSource(route)),
      renderable && renderedPage ? renderedPage(request.em, request.url, request.log) : null,
    ]);
    // The page's stylesheets come after the entry's (component styles win over the global ones), so they go last
    // in <head>. A page with its content in the HTML has them all in it (no unstyled flash, no request before the
    // first paint); a page rendered in the browser gets the hints.
    const withHead = injectHead(html, renderHeadHtml(head, requestPath));
    const page = rendered
      ? await inlineStylesheets(withContent(withHead, rendered), assets.styles, stylesheetText)
      : beforeHeadEnd(withHead, renderRouteAssets(assets));
    reply
      .status(head.status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', policy);
    return sendCompressed(reply, page);
  };
}

/** The template with the rendered page in place of the placeholder and the page's data after it. */
function withContent(html: string, { html: content, apolloState }: RenderedPage): string {
  const start = html.indexOf(SSR_START);
  const end = html.indexOf(SSR_END, start);
  const root = html.lastIndexOf(ROOT_ELEMENT, start);
  const rootEnd = html.indexOf('</div>', end);
  if (start === -1 || end === -1 || root === -1 || rootEnd === -1) return html;
  // `<` escaped: the JSON cannot end the element early (`</script>`) or open a comment.
  const state = JSON.stringify({ apollo: apolloState }).replace(/</g, '\\u003c');
  return (
    `${html.slice(0, root)}<div id="root" data-ssr>${content}</div>` +
    `<script type="application/json" id="${SERVER_STATE_ID}">${state}</script>` +
    html.slice(rootEnd + '</div>'.length)
  );
}
