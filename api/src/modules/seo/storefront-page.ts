import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { renderHeadHtml, injectHead } from '@russ/schema/seo/render-head';
import { matchSeoRoute } from '@russ/schema/seo/route-meta';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendCompressed } from '../../common/compression.js';
import { contentSecurityPolicy, inlineScriptHashes } from '../../common/security-headers.js';
import { createRouteAssets, renderRouteAssets, routeModuleSource } from './route-assets.js';
import { resolvePageHead } from './seo.service.js';

interface Template {
  mtimeMs: number;
  html: string;
  /** The page's Content-Security-Policy, with the hashes of the template's inline scripts. */
  policy: string;
}

/**
 * Serves the storefront's index.html for a page route with that route's head already in it (title, description,
 * canonical, robots, Open Graph, Twitter card, JSON-LD), so a crawler without JavaScript reads the right page.
 * The status is the page's (404 for an unknown path or a missing blog post). The page's own chunks and
 * stylesheets are named in the head too (route-assets.ts). The built template is kept in memory and re-read only
 * when the file changes (a new build).
 */
export function createStorefrontPageRenderer(storefrontDir: string, notBuiltHtml: () => string) {
  const file = path.join(storefrontDir, 'index.html');
  let cached: Template | null = null;
  const routeAssets = createRouteAssets(storefrontDir);

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
    const [head, assets] = await Promise.all([
      resolvePageHead(request.em, request.server.config, requestPath, request.log),
      routeAssets(routeModuleSource(matchSeoRoute(requestPath))),
    ]);
    // The page's stylesheets come after the entry's (component styles win over the global ones), so the hints go
    // last in <head>.
    const page = beforeHeadEnd(injectHead(html, renderHeadHtml(head, requestPath)), renderRouteAssets(assets));
    reply
      .status(head.status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', policy);
    return sendCompressed(reply, page);
  };
}

function beforeHeadEnd(html: string, addition: string): string {
  const at = html.search(/<\/head>/i);
  return !addition || at === -1 ? html : `${html.slice(0, at)}  ${addition}\n  ${html.slice(at)}`;
}
