// @ts-check
// The arrows between the workspace packages (ARCHITECTURE.md, "Packages"): which package may import which, and
// through which entry. An import is checked by the package it names (`@russ/api/db` is the api package's `db`
// entry) or, for a relative path, by the folder it lands in, so `../../api/src/...` cannot walk around the rule.
import path from 'node:path';
import { onImportSource } from './import-sources.js';

/**
 * @typedef {Record<string, string[]>} PackageArrows
 *   package folder -> what it may import: `schema` (any entry of @russ/schema) or `api/db` (only that entry).
 */

/**
 * The package (top-level folder) a repository-relative path belongs to, or undefined outside every package.
 * @param {string} rel @param {PackageArrows} arrows
 */
function packageOf(rel, arrows) {
  const first = rel.split('/')[0];
  return first && Object.hasOwn(arrows, first) ? first : undefined;
}

/**
 * Whether `from` may import entry `entry` (`db`, `schema.graphql`, or '' for the package's root) of package `to`.
 * @param {PackageArrows} arrows @param {string} from @param {string} to @param {string} entry
 */
function allowed(arrows, from, to, entry) {
  return arrows[from].some((target) => {
    const [pkg, ...rest] = target.split('/');
    if (pkg !== to) return false;
    return rest.length === 0 || rest.join('/') === entry;
  });
}

/** @param {PackageArrows} arrows @param {string} from */
function allowedText(arrows, from) {
  const list = arrows[from];
  return list.length ? list.map((t) => `@russ/${t}`).join(', ') : 'nothing of ours';
}

/** @type {import('eslint').Rule.RuleModule} */
export const packageArrows = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Forbid imports between workspace packages that ARCHITECTURE.md does not allow (by @russ/* name, or by a relative path that leaves the package).',
    },
    schema: [
      {
        type: 'object',
        properties: {
          packages: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
        },
        required: ['packages'],
        additionalProperties: false,
      },
    ],
    messages: {
      forbidden:
        "Package '{{from}}' may not import '{{target}}': {{from}} imports {{allowed}} (ARCHITECTURE.md, Packages). Move what both need down into a package {{from}} may import.",
      unknown: "'{{target}}' is not a package of this workspace ({{known}}).",
      outside:
        "Package '{{from}}' imports '{{target}}', outside every package: a package imports only packages (by name), never the repository's tooling or tests.",
      byName:
        "Import '{{target}}' by its package name ('@russ/{{to}}/…', an entry of its package.json exports), not by a relative path into another package.",
    },
  },
  create(context) {
    const repo = context.cwd;
    const file = context.filename;
    const rel = path.relative(repo, file).split(path.sep).join('/');
    /** @type {{ packages: PackageArrows }} */
    const { packages: arrows } = context.options[0];
    const from = packageOf(rel, arrows);
    if (!from) return {};

    return onImportSource((source) => {
      const specifier = source.value;
      if (specifier.startsWith('@russ/')) {
        const [, name, ...entry] = specifier.split('/');
        if (!Object.hasOwn(arrows, name)) {
          const known = Object.keys(arrows)
            .map((p) => `@russ/${p}`)
            .join(', ');
          context.report({ node: source, messageId: 'unknown', data: { target: specifier, known } });
          return;
        }
        if (name !== from && !allowed(arrows, from, name, entry.join('/'))) {
          context.report({
            node: source,
            messageId: 'forbidden',
            data: { from, target: specifier, allowed: allowedText(arrows, from) },
          });
        }
        return;
      }
      if (!specifier.startsWith('.')) return;
      const target = path
        .relative(repo, path.resolve(path.dirname(file), specifier))
        .split(path.sep)
        .join('/');
      const to = packageOf(target, arrows);
      if (to === from) return;
      if (!to) {
        context.report({ node: source, messageId: 'outside', data: { from, target } });
      } else if (!allowed(arrows, from, to, '')) {
        context.report({
          node: source,
          messageId: 'forbidden',
          data: { from, target, allowed: allowedText(arrows, from) },
        });
      } else {
        context.report({ node: source, messageId: 'byName', data: { target, to } });
      }
    });
  },
};
