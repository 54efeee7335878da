// @ts-check
// The folder-level import graph of one package source tree, and its cycles.
//
// A "module" is a folder, at every level: `api/src/common`, `api/src/modules/orders`, `api/src/modules/orders/x`,
// `storefront/src/features/catalog/components`. A folder is never grouped with its subfolders, so a cycle between
// a folder and its own subfolder counts like any other. Files that refer to each other inside one folder (an ORM
// entity and its inverse side) are fine; an import from folder A to folder B while B (directly or through others)
// imports A is a cycle between modules. Imports are read with TypeScript's `preProcessFile` (static, re-export and literal
// dynamic imports, `import type` included: a type dependency is a design dependency too).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts', '/index.tsx'];

/**
 * @typedef {{ root: string, alias?: Record<string, string> }} TreeOptions
 *   root: the tree's folder relative to the repository (a package, `api`, or a tooling folder, `e2e`); alias:
 *   specifier prefix -> folder relative to the repository (`{ '@/': 'storefront/src/' }`).
 */

/** @param {string} dir @param {string[]} out */
function walk(dir, out) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      walk(full, out);
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      out.push(full);
    }
  }
  return out;
}

/** @param {string} base */
function resolveFile(base) {
  if (fs.existsSync(base) && fs.statSync(base).isFile()) return base;
  const stem = base.replace(/\.(js|mjs|jsx)$/, '');
  for (const ext of EXTENSIONS) {
    if (fs.existsSync(stem + ext)) return stem + ext;
  }
  return undefined;
}

export class FolderGraph {
  /** @param {string} repo absolute repository folder @param {TreeOptions} options */
  constructor(repo, options) {
    this.repo = repo;
    this.root = path.join(repo, options.root);
    this.alias = Object.entries(options.alias ?? {}).map(([prefix, dir]) => [prefix, path.join(repo, dir)]);
    /** @type {Map<string, Set<string>>} module -> modules it imports */
    this.edges = new Map();
    for (const file of walk(this.root, [])) {
      const from = this.moduleOf(file);
      const targets = this.edges.get(from) ?? new Set();
      this.edges.set(from, targets);
      for (const target of this.importsOf(file)) {
        const to = this.moduleOf(target);
        if (to !== undefined && to !== from) targets.add(to);
      }
    }
    this.componentOf = this.stronglyConnected();
  }

  /** The module a file belongs to: its folder, relative to the tree's root ('.' for files directly in it). */
  moduleOf(/** @type {string} */ file) {
    const rel = path.relative(this.root, file).split(path.sep).join('/');
    if (rel.startsWith('..')) return undefined;
    return path.posix.dirname(rel);
  }

  /** Resolves a specifier written in `file` to a file of this tree, or undefined (a package, or outside). */
  resolve(/** @type {string} */ file, /** @type {string} */ specifier) {
    let base;
    if (specifier.startsWith('.')) base = path.resolve(path.dirname(file), specifier);
    else {
      const alias = this.alias.find(([prefix]) => specifier.startsWith(prefix));
      if (!alias) return undefined;
      base = path.join(alias[1], specifier.slice(alias[0].length));
    }
    const resolved = resolveFile(base);
    return resolved && resolved.startsWith(this.root + path.sep) ? resolved : undefined;
  }

  /** @param {string} file @returns {string[]} */
  importsOf(file) {
    const info = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    return info.importedFiles.map((f) => this.resolve(file, f.fileName)).filter((f) => f !== undefined);
  }

  /** Tarjan's strongly connected components: module -> component id (only components of two or more). */
  stronglyConnected() {
    /** @type {Map<string, number>} */ const index = new Map();
    /** @type {Map<string, number>} */ const low = new Map();
    /** @type {string[]} */ const stack = [];
    const onStack = new Set();
    /** @type {Map<string, number>} */ const component = new Map();
    let counter = 0;
    let components = 0;
    const visit = (/** @type {string} */ v) => {
      index.set(v, counter);
      low.set(v, counter);
      counter++;
      stack.push(v);
      onStack.add(v);
      for (const w of this.edges.get(v) ?? []) {
        if (!index.has(w)) {
          visit(w);
          low.set(v, Math.min(/** @type {number} */ (low.get(v)), /** @type {number} */ (low.get(w))));
        } else if (onStack.has(w)) {
          low.set(v, Math.min(/** @type {number} */ (low.get(v)), /** @type {number} */ (index.get(w))));
        }
      }
      if (low.get(v) === index.get(v)) {
        /** @type {string[]} */ const members = [];
        let w;
        do {
          w = /** @type {string} */ (stack.pop());
          onStack.delete(w);
          members.push(w);
        } while (w !== v);
        if (members.length > 1) {
          for (const m of members) component.set(m, components);
          components++;
        }
      }
    };
    for (const v of this.edges.keys()) if (!index.has(v)) visit(v);
    return component;
  }

  /** A shortest path of modules from `from` to `to` (both included), or undefined. */
  path(/** @type {string} */ from, /** @type {string} */ to) {
    /** @type {Map<string, string>} */ const previous = new Map();
    const queue = [from];
    const seen = new Set([from]);
    while (queue.length) {
      const v = /** @type {string} */ (queue.shift());
      if (v === to) {
        const out = [v];
        let p = v;
        while (previous.has(p)) out.unshift((p = /** @type {string} */ (previous.get(p))));
        return out;
      }
      for (const w of this.edges.get(v) ?? []) {
        if (!seen.has(w)) {
          seen.add(w);
          previous.set(w, v);
          queue.push(w);
        }
      }
    }
    return undefined;
  }

  /** The cycle an import from module `from` to module `to` closes, as a list of modules, or undefined. */
  cycleThrough(/** @type {string} */ from, /** @type {string} */ to) {
    if (from === to) return undefined;
    const c = this.componentOf.get(from);
    if (c === undefined || c !== this.componentOf.get(to)) return undefined;
    return this.path(to, from);
  }

  /** Every cycle group: lists of modules that import each other. */
  cycles() {
    /** @type {Map<number, string[]>} */ const groups = new Map();
    for (const [m, c] of this.componentOf) groups.set(c, [...(groups.get(c) ?? []), m]);
    return [...groups.values()].map((g) => g.sort());
  }
}
