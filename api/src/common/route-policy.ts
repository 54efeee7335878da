import type { Policy } from '@russ/schema/staff/permissions';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { assertPolicy } from './access.js';
import { resolveSessions } from './auth.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (see `Policy`); every route declares one, or registration fails. */
    policy?: Policy;
    /** Static files and pages: served without reading sessions (see `defaultRoutePolicy`). */
    publicFiles?: boolean;
    /**
     * Accept unsafe requests from other sites (common/same-origin.ts). Only for a route that changes nothing but
     * what its own token names and reads no session: the RFC 8058 one-click unsubscribe, which mail clients
     * POST from their own origin.
     */
    allowCrossSite?: boolean;
  }
}

interface RoutePolicyState {
  /** While set, routes registered without a policy get this one (a file server's routes, Apollo's route). */
  fallback?: { policy: Policy; publicFiles?: boolean };
  routes: RoutePolicyEntry[];
}

const states = new WeakMap<FastifyInstance, RoutePolicyState>();

/**
 * Makes route policies mandatory and enforces them (call once on the root app, after the cookie parser and the
 * request EntityManager, before any route):
 * - onRoute: a route registered without `config: { policy }` throws, so the server does not start;
 * - onRequest: the matched route's policy is checked against `resolveSessions` (401 `{ message }` without the
 *   session it needs, 403 with one that does not qualify) before the body is read and before the handler runs.
 * The route is matched on the decoded path, so an encoded path (`/%61pi/...`) gets the same checks as the plain
 * one. Static files and not-found answers read no sessions.
 */
export function enforceRoutePolicies(app: FastifyInstance): void {
  const state: RoutePolicyState = { routes: [] };
  states.set(app, state);
  app.decorateRequest('sessions', undefined);
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
    if (!route.config?.policy) {
      if (!state.fallback) throw new Error(`${methods} ${route.url} declares no access policy: add config: { policy }`);
      route.config = { ...route.config, ...state.fallback };
    }
    state.routes.push({
      method: methods,
      url: route.url,
      policy: route.config?.policy,
      publicFiles: route.config?.publicFiles === true,
    });
  });
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const { policy, publicFiles } = request.routeOptions.config ?? {};
    if (!policy || publicFiles) return;
    assertPolicy(policy, await resolveSessions(request, reply));
  });
}

/**
 * From now until the returned function is called, routes registered without a policy get `fallback`: for routes
 * that cannot declare one themselves (a file server plugin's, the GraphQL endpoint whose operations declare
 * their own). `publicFiles` marks file and page routes that read no sessions.
 */
export function defaultRoutePolicy(
  app: FastifyInstance,
  fallback: { policy: Policy; publicFiles?: boolean },
): () => void {
  const state = states.get(app);
  if (!state) throw new Error('enforceRoutePolicies(app) must run first');
  state.fallback = fallback;
  return () => {
    state.fallback = undefined;
  };
}

/** Registers routes with `defaultRoutePolicy(app, fallback)` in force while `register` runs. */
export async function registerWithPolicy(
  app: FastifyInstance,
  fallback: { policy: Policy; publicFiles?: boolean },
  register: () => PromiseLike<unknown>,
): Promise<void> {
  const end = defaultRoutePolicy(app, fallback);
  try {
    await register();
  } finally {
    end();
  }
}

/** Every route's method, URL and declared policy, for the policy test. */
export interface RoutePolicyEntry {
  method: string;
  url: string;
  policy: Policy | undefined;
  publicFiles: boolean;
}

/** The routes registered so far with their policies (HEAD twins included). */
export function routePolicies(app: FastifyInstance): readonly RoutePolicyEntry[] {
  return states.get(app)?.routes ?? [];
}
