import type {
  EntityManager as CoreEntityManager,
  EventSubscriber,
  FlushEventArgs,
  TransactionEventArgs,
} from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The public content every visitor sees alike (the catalogue, the FAQ, the blog) and what may be cached of it:
 * the product catalogue in memory (modules/products) and whole anonymous answers (common/public-answer-cache.ts).
 * Each cached copy remembers the content's generation when its read began; any change bumps the generation, so a
 * copy read before the change is never served after it. There is one generation per database, keyed like the ORM's
 * configuration (every fork of one ORM shares it; a second ORM on the same database, i.e. another API process, has
 * its own and hears of changes through PostgreSQL NOTIFY, public-content-listener.ts).
 */

const generations = new WeakMap<object, { value: number }>();

function counter(em: { config: object }): { value: number } {
  let found = generations.get(em.config);
  if (!found) {
    found = { value: 0 };
    generations.set(em.config, found);
  }
  return found;
}

/** The current generation of this database's public content, to remember when a cached read begins. */
export function publicContentGeneration(em: { config: object }): number {
  return counter(em).value;
}

/**
 * Drops every cached copy of this database's public content in this process (call it after changing products,
 * FAQ items or blog posts by plain SQL; changes through the ORM do it themselves, PublicContentInvalidator).
 */
export function publicContentChanged(em: { config: object }): void {
  counter(em).value += 1;
}

/** The PostgreSQL channel every API process listens on to drop its cached public content. */
export const PUBLIC_CONTENT_CHANNEL = 'catalogue_changed';

/**
 * Tells every API process that public content changed. Inside a transaction the notice goes out when it commits
 * (PostgreSQL delivers NOTIFY on commit, never for a rollback); outside one, at once.
 */
export async function announcePublicContentChange(em: CoreEntityManager): Promise<void> {
  await (em as unknown as EntityManager)
    .getConnection()
    .execute(`select pg_notify('${PUBLIC_CONTENT_CHANNEL}', '')`, [], 'all', em.getTransactionContext());
}

/**
 * Drops the cached public content when an entity of `publicEntities` is created, changed or deleted through the
 * ORM: right after the flush, and again when the surrounding transaction commits (a request that read the old rows
 * in between must not keep them). It also announces the change to every other API process (NOTIFY, delivered on
 * commit). Registered in composition/orm.config.ts with the product, FAQ and blog entities.
 */
export class PublicContentInvalidator implements EventSubscriber {
  private readonly awaitingCommit = new WeakSet<CoreEntityManager>();

  constructor(private readonly publicEntities: readonly (abstract new (...args: never[]) => object)[]) {}

  async afterFlush({ em, uow }: FlushEventArgs): Promise<void> {
    const changed = uow
      .getChangeSets()
      .some((changeSet) => this.publicEntities.some((entity) => changeSet.entity instanceof entity));
    if (!changed) return;
    publicContentChanged(em);
    if (em.isInTransaction()) this.awaitingCommit.add(em);
    await announcePublicContentChange(em);
  }

  afterTransactionCommit({ em }: TransactionEventArgs): void {
    if (this.awaitingCommit.delete(em)) publicContentChanged(em);
  }

  afterTransactionRollback({ em }: TransactionEventArgs): void {
    this.awaitingCommit.delete(em);
  }
}
