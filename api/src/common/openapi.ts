import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { describePolicy, PUBLIC, SIGNED_IN_STAFF, type Policy } from '@russ/schema/staff/permissions';
import type { StaffSessionEnd } from './context.js';
import { registerWithPolicy } from './route-policy.js';

/** Where the OpenAPI document and its browsable page live. */
export const OPENAPI_DOCUMENT_PATH = '/api/openapi.json';
export const OPENAPI_PAGE_PATH = '/api/docs';

/**
 * What every refused REST call answers (common/errors.ts `AppError.toJSON`): a Norwegian message, field messages on
 * 400 (and on a refused upload), and why a staff session ended on such a 401.
 */
export const ErrorAnswer = z
  .object({
    message: z.string(),
    fieldErrors: z
      .record(z.string(), z.string())
      .optional()
      .describe('The first Norwegian message per field (dotted path): 400, and a refused upload.'),
    reason: z
      .enum(['signed-out', 'deactivated', 'totp-enrolment-required'] satisfies StaffSessionEnd[])
      .optional()
      .describe('401 to staff: why the staff session no longer counts.'),
  })
  .meta({ id: 'ErrorAnswer' });

/** `{ message }`: a Norwegian confirmation. */
export const MessageAnswer = z.object({ message: z.string() });

/** A JSON timestamp as the routes send it (`Date` through JSON.stringify). */
export const isoDateTime = () => z.iso.datetime();

/** An e-mail path parameter of the customer-area routes. */
export const EmailParams = z.object({ email: z.string().describe('The customer’s e-mail (URL-encoded).') });

/** An id path parameter. */
export const IdParams = z.object({ id: z.string() });

/**
 * Route schemas only document: the zod schemas under `schema` are turned into the OpenAPI document, but requests are
 * still checked where they always were (the services' `parseInput` with the same validators, inside the request's
 * transaction, after the rate limits), so every answer, Norwegian field messages included, stays exactly as it was.
 */
const documentOnlyValidator: FastifySchemaCompiler<unknown> = () => (value) => ({ value });

/** Answers are serialised as before (JSON.stringify): the response schemas describe them, they never reshape them. */
const plainJsonSerializer: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);

const isDocumented = (url: string) =>
  url.startsWith('/api/') && url !== OPENAPI_DOCUMENT_PATH && !url.startsWith(OPENAPI_PAGE_PATH);

/** The first path segment after /api names the operation's group in the browsable page. */
function tagOf(url: string): string {
  const [, , first = 'api', second] = url.split('/');
  return (first === 'customer' || first === 'admin') && second ? `${first}/${second.split('.')[0]}` : first;
}

/**
 * The document without the named schemas nothing refers to: each named zod schema is emitted twice, as it is read
 * (`XInput`) and as it is answered (`X`), and an answer's read side is never used.
 */
function withoutUnusedSchemas(document: OpenAPIV3_1.Document): OpenAPIV3_1.Document {
  const schemas = document.components?.schemas ?? {};
  const refersTo = (value: unknown) =>
    [...JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]);
  const used = new Set(refersTo(document.paths));
  for (let grown = true; grown;) {
    grown = false;
    for (const name of [...used]) {
      for (const inner of refersTo(schemas[name] ?? {})) {
        if (!used.has(inner)) {
          used.add(inner);
          grown = true;
        }
      }
    }
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...document.components, schemas: kept } };
}

/** Who may read the document and its page: anyone in development and test, signed-in staff in production. */
export const openApiPolicy = (isProduction: boolean): Policy => (isProduction ? SIGNED_IN_STAFF : PUBLIC);

/**
 * The OpenAPI 3.1 document of the REST layer (every `/api` route, from the zod schemas the routes declare) at
 * `/api/openapi.json`, and a browsable page at `/api/docs`. Both are public in development and test, and for
 * signed-in staff only in production (like GraphQL introspection, the map of the API is nobody else's business
 * there). Call before the routes are registered: @fastify/swagger collects them as they are added.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  app.setValidatorCompiler(documentOnlyValidator);
  app.setSerializerCompiler(plainJsonSerializer);

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${app.config.shop.name} REST API`,
        version: '1.0.0',
        description:
          'The REST compatibility layer under /api (the storefront and the console use GraphQL at /graphql). ' +
          'Errors answer `{ message, fieldErrors? }` with Norwegian texts.',
      },
    },
    transform: (input) => {
      const { route } = input;
      if (!isDocumented(input.url)) return { schema: { ...input.schema, hide: true } as FastifySchema, url: input.url };
      const policy = route.config?.policy ?? PUBLIC;
      let schema = input.schema ?? {};
      let url = input.url;
      // A file server's wildcard (`/api/assets/*`) reads as the file name it stands for.
      if (url.endsWith('/*')) {
        url = `${url.slice(0, -1)}{filename}`;
        schema = {
          summary: 'A static file (images, the size chart /api/assets/sizechart.jpeg)',
          ...schema,
          params: z.object({ filename: z.string() }),
        } as FastifySchema;
      }
      const response = (schema.response ?? {}) as Record<string, unknown>;
      const described = {
        ...schema,
        tags: (schema as { tags?: string[] }).tags ?? [tagOf(url)],
        description: [(schema as { description?: string }).description, `Access: ${describePolicy(policy)}.`]
          .filter(Boolean)
          .join('\n\n'),
        response: {
          ...response,
          '4XX': ErrorAnswer.describe('Refused: a Norwegian message (and field messages on 400).'),
        },
      };
      return jsonSchemaTransform({ ...input, url, schema: described as FastifySchema });
    },
    // The schemas named with `.meta({ id })` become components/schemas, referenced where they are used. HEAD
    // twins (the file server declares its own) are left out: every GET answers HEAD.
    transformObject: (input) => {
      const document = jsonSchemaTransformObject(input) as OpenAPIV3_1.Document;
      for (const operations of Object.values(document.paths ?? {})) delete operations?.head;
      return withoutUnusedSchemas(document);
    },
  });

  const policy = openApiPolicy(app.config.isProduction);
  app.get(OPENAPI_DOCUMENT_PATH, { config: { policy }, schema: { hide: true } }, () => app.swagger());
  await registerWithPolicy(app, { policy }, () =>
    app.register(fastifySwaggerUi, {
      routePrefix: OPENAPI_PAGE_PATH,
      uiConfig: { url: OPENAPI_DOCUMENT_PATH, validatorUrl: null },
    }),
  );
}
