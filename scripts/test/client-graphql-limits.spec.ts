import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, Kind, validate, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { graphqlLimits } from '../../api/src/common/graphql-limits.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// The api's GraphQL limits (api/src/common/graphql-limits.ts) against the operations of both apps: a check across
// packages, so it sits here on top of them rather than in the api, which imports no app.

/** Every operation document the storefront and the admin console send (their generated typed documents). */
async function clientDocuments(): Promise<Array<[string, DocumentNode]>> {
  const modules = {
    storefront: await import('../../storefront/src/gql/graphql.js'),
    admin: await import('../../admin/src/gql/graphql.js'),
  };
  return Object.entries(modules).flatMap(([app, exports]) =>
    Object.entries(exports as Record<string, unknown>)
      .filter(
        (entry): entry is [string, DocumentNode] =>
          entry[0].endsWith('Document') && (entry[1] as DocumentNode | undefined)?.kind === Kind.DOCUMENT,
      )
      .map(([name, document]): [string, DocumentNode] => [`${app}:${name}`, document]),
  );
}

describe('GraphQL limits', () => {
  // Loading both apps' generated documents takes several seconds on a busy machine.
  it("leave room for every operation the shop's own clients send", { timeout: 60_000 }, async () => {
    const schema = buildSchema(readFileSync(path.join(repoRoot, 'schema/schema.graphql'), 'utf8'));
    const { validationRules } = graphqlLimits({ isProduction: true });
    const documents = await clientDocuments();
    expect(documents.length).toBeGreaterThan(20);
    for (const [name, document] of documents) {
      expect(validate(schema, document, validationRules), name).toEqual([]);
    }
  });
});
