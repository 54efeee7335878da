import 'reflect-metadata';
import { ApolloServer } from '@apollo/server';
import fastifyApollo from '@as-integrations/fastify';
import fastifyCookie from '@fastify/cookie';
import { RequestContext, type EntityManager, type MikroORM } from '@mikro-orm/postgresql';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { ZodError } from 'zod';
import { PUBLIC } from '@russ/schema/staff/permissions';
import { readSessions } from './common/auth.js';
import type { GraphQLContext } from './common/context.js';
import { compressAnswers } from './common/compression.js';
import { PublicAnswerCache } from './common/public-answer-cache.js';
import { publicContentGeneration } from './common/public-content.js';
import { listenForPublicContentChanges } from './common/public-content-listener.js';
import { rejectControlCharacters } from './common/control-characters.js';
import { AppError, INTERNAL_ERROR_MESSAGE } from './common/errors.js';
import { logSecurityEvent } from './common/security-log.js';
import { graphqlLimits } from './common/graphql-limits.js';
import { registerOpenApi } from './common/openapi.js';
import { enforceRoutePolicies, registerWithPolicy } from './common/route-policy.js';
import { refuseCrossSiteRequests } from './common/same-origin.js';
import { addSecurityHeaders } from './common/security-headers.js';
import { toValidationFailed } from './common/validation.js';
import { createFormatError, securityLogPlugin } from './graphql/errors.js';
import { publicReadPlugin, publicReadVerdicts } from './common/public-reads.js';
import { publicReadGateway } from './common/public-read-executor.js';
import { getSchema } from './composition/schema.js';
import type { AppConfig } from './infra/config.js';
import { createFileStorage, type FileStorage } from './infra/storage.js';
import { restRoutes } from './composition/routes.js';
import { defaultStaticPaths, registerStatic, type StaticPaths } from './composition/static.js';
import { registerMetrics } from './composition/metrics.js';
import { healthRoutes } from './infra/health.routes.js';
import { echoRequestId, requestIdOptions, requestLogLines } from './infra/request-id.js';
import { openRateLimiter } from './infra/rate-limiter.js';
import { retainSvgSanitizer } from './modules/designs/design-files.js';

/** JSON bodies above this are refused with 413 (uploads use multipart with their own limits). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface BuildAppOptions {
  config: AppConfig;
  orm: MikroORM;
  logger?: FastifyServerOptions['logger'];
  staticPaths?: StaticPaths;
  /**
   * Where uploaded files live (`app.storage`); default: made from `config.storage` and closed with the app. One
   * given here is the caller's to close.
   */
  storage?: FileStorage;
}

/** Norwegian messages for the request errors Fastify raises before a route runs. */
function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'Ugyldig JSON i forespørselen';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Forespørselen mangler innhold';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Forespørselen er for stor';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'Innholdstypen støttes ikke';
    default:
      return error instanceof SyntaxError ? 'Ugyldig JSON i forespørselen' : 'Ugyldig forespørsel';
  }
}

/**
 * The whole HTTP surface of the shop: GraphQL at /graphql, REST under /api, static files and the built
 * frontends. Every request gets its own forked EntityManager (`request.em`, also the MikroORM RequestContext).
 * Nothing a client sends leads to a 5xx: expected failures are AppErrors, Fastify's request errors keep their
 * 4xx status, and everything else is logged and answered with a generic message.
 */
export async function buildApp({
  config,
  orm,
  logger = false,
  staticPaths = defaultStaticPaths,
  storage,
}: BuildAppOptions): Promise<FastifyInstance> {
  // Whole anonymous answers of the public reads; a GET of a stored one is answered before Fastify (serverFactory).
  const publicAnswers = new PublicAnswerCache({
    ttlMs: config.catalogCacheTtlMs,
    publicUrl: config.publicUrl,
    generation: () => publicContentGeneration(orm.em),
  });
  const requestIds = requestIdOptions(config);
  const app = Fastify({
    serverFactory: publicAnswers.serverFactory,
    logger,
    bodyLimit: BODY_LIMIT_BYTES,
    // '/api/blog/' finds '/api/blog'; path parameters may be long (an encoded 254-character e-mail, a slug).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
    // TRUST_PROXY: behind a load balancer `request.ip` is the client, so per-IP limits count clients.
    trustProxy: config.trustProxy,
    // x-request-id: taken from a trusted proxy when well-formed, else generated; in every log line as reqId.
    ...requestIds,
  });
  echoRequestId(app);
  // Before any route: counts every answer by route pattern; GET /metrics is registered with the routes below.
  const metrics = registerMetrics(app, { config, orm });

  app.decorate('config', config);
  app.decorate('orm', orm);
  // One storage per process (local disk, or the S3 bucket every API process shares): uploads, downloads, deletions.
  app.decorate('storage', storage ?? createFileStorage(config));
  if (!storage) app.addHook('onClose', () => app.storage.close());
  // Rate limits shared by every API process through Redis (infra/rate-limiter.ts); the SVG sanitizer's worker
  // threads. Both are let go when the app closes.
  const rateLimiter = openRateLimiter(config, app.log);
  const releaseSvgSanitizer = retainSvgSanitizer();
  app.addHook('onReady', () => rateLimiter.waitUntilReady(2000));
  app.addHook('onClose', async () => {
    await Promise.all([rateLimiter.close(), releaseSvgSanitizer()]);
  });
  // Every change of public content (catalogue, FAQ, blog) in any API process drops this process's cached copies
  // (PostgreSQL LISTEN/NOTIFY).
  if (config.catalogCacheTtlMs > 0) {
    let stopListening: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stopListening = await listenForPublicContentChanges(orm, app.log);
    });
    app.addHook('onClose', async () => {
      await stopListening?.();
    });
  }
  // Before the request EntityManager, the cookie parser and compression: a GET of a cached public answer is
  // answered in onRequest; answers are stored uncompressed and compressed once per encoding on use.
  publicAnswers.attach(app, {
    requestId: requestIds.genReqId,
    recordAnswer: metrics.recordHttpAnswer,
    logRequest: requestLogLines(app.log, config),
  });
  app.decorateRequest('em', null as unknown as EntityManager);

  app.addHook('onRequest', (request, _reply, done) => {
    RequestContext.create(orm.em, () => {
      request.em = RequestContext.getEntityManager() as EntityManager;
      done();
    });
  });

  app.setErrorHandler((error: FastifyError | AppError | ZodError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode === 401 || error.statusCode === 403) {
        logSecurityEvent(request, 'access.refused', {
          outcome: 'refused',
          status: error.statusCode,
          code: error.code,
          sessions: request.sessions,
          route: request.routeOptions.url,
        });
      }
      return reply.status(error.statusCode).send(error.toJSON());
    }
    if (error instanceof ZodError) {
      const failed = toValidationFailed(error);
      return reply.status(failed.statusCode).send(failed.toJSON());
    }
    const statusCode = (error as FastifyError).statusCode;
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
      return reply.status(statusCode).send({ message: clientErrorMessage(error as FastifyError) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: INTERNAL_ERROR_MESSAGE });
  });

  await app.register(fastifyCookie);
  await compressAnswers(app);
  addSecurityHeaders(app);
  refuseCrossSiteRequests(app);
  rejectControlCharacters(app);
  // After the cookie parser and the request EntityManager, before any route: every route declares who may call
  // it, and the sessions (revocations, the staff user's current role) are checked before its handler runs.
  enforceRoutePolicies(app);
  // Before any route: @fastify/swagger collects the routes (and their zod schemas) as they are registered.
  await registerOpenApi(app);

  const limits = graphqlLimits(config);
  const schema = await getSchema();
  const isPublicRead = publicReadVerdicts(schema);
  const apollo = new ApolloServer<GraphQLContext>({
    // The schema, with the public reads compiled (graphql-jit) and everything else run by graphql-js.
    gateway: publicReadGateway(schema, isPublicRead),
    // The schema is public in development (codegen, sandbox); in production nobody needs to list it.
    introspection: !config.isProduction,
    // Apollo refuses GET/form-like requests without a JSON content type or a custom header (CSRF, see same-origin.ts).
    csrfPrevention: true,
    ...limits,
    // main.ts owns SIGINT/SIGTERM (Apollo's own handler would stop it early and re-send the signal).
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: false, // stacks go to the log, not to clients
    formatError: createFormatError(app.log),
    // Refused authorisations are logged with who and from where (the formatter has no request to tell).
    plugins: [...limits.plugins, publicReadPlugin(isPublicRead), securityLogPlugin(), metrics.graphqlPlugin],
  });
  await apollo.start();
  // Fastify has stopped accepting and finished in-flight requests when onClose runs. (Apollo's fastify drain
  // plugin is not used: it calls fastify.close() itself, which deadlocks when close is what stops Apollo.)
  app.addHook('onClose', async () => {
    await apollo.stop();
  });
  // The endpoint is public; each operation declares its own policy (@Access, enforced by the auth checker).
  await registerWithPolicy(app, { policy: PUBLIC }, () =>
    app.register(fastifyApollo(apollo), {
      path: '/graphql',
      context: async (request, reply) => ({ em: request.em, request, reply, sessions: readSessions(request), config }),
    }),
  );

  await app.register(healthRoutes);
  await app.register(metrics.routes);
  for (const routes of restRoutes) await app.register(routes);

  await registerStatic(app, staticPaths);

  return app;
}
