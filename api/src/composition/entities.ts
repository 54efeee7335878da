import * as entityClasses from './entity-classes.js';

export * from './entity-classes.js';

/**
 * Every entity, listed explicitly (no folder discovery), for the ORM config, tests and the worker. Derived from
 * `entity-classes.ts`, the single list: add a new entity there.
 */
export const entities = Object.values(entityClasses);
