// @ts-check
// Local ESLint rules of the shop (plugin name `russ`).
import path from 'node:path';
import { onImportSource } from './import-sources.js';
import { FolderGraph } from './folder-graph.js';
import { packageArrows } from './package-arrows.js';

/** @type {Map<string, FolderGraph>} one graph per source tree and lint run */
const graphs = new Map();

/**
 * The graph of a tree, built once per ESLint process. An editor's long-running ESLint server would keep a stale
 * graph, so it is rebuilt when older than a few seconds (a CLI run of the whole repository takes longer, but
 * builds each tree once: the build itself takes well under a second).
 * @param {string} repo @param {import('./folder-graph.js').TreeOptions} tree
 */
function graphFor(repo, tree) {
  const key = `${repo}\0${tree.root}`;
  const cached = graphs.get(key);
  if (cached && Date.now() - /** @type {any} */ (cached).builtAt < 60_000) return cached;
  const graph = new FolderGraph(repo, tree);
  /** @type {any} */ (graph).builtAt = Date.now();
  graphs.set(key, graph);
  return graph;
}

/** @type {import('eslint').Rule.RuleModule} */
const noModuleCycles = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Forbid imports that close a cycle between the folders of a package (every folder at every level, subfolders included): the folders must form a graph without cycles, with the composition roots on top.',
    },
    schema: [
      {
        type: 'object',
        properties: {
          trees: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                root: { type: 'string' },
                alias: { type: 'object', additionalProperties: { type: 'string' } },
              },
              required: ['root'],
              additionalProperties: false,
            },
          },
        },
        required: ['trees'],
        additionalProperties: false,
      },
    ],
    messages: {
      cycle:
        "Import from folder '{{from}}' to '{{to}}' closes an import cycle between folders: {{cycle}}. Move what both need into a folder below them, or the wiring into a composition root on top.",
    },
  },
  create(context) {
    const repo = context.cwd;
    const file = context.filename;
    const rel = path.relative(repo, file).split(path.sep).join('/');
    /** @type {{ trees: import('./folder-graph.js').TreeOptions[] }} */
    const options = context.options[0];
    const tree = options.trees.find((t) => rel.startsWith(`${t.root}/`));
    if (!tree) return {};
    const graph = graphFor(repo, tree);
    const from = graph.moduleOf(file);
    if (from === undefined) return {};

    return onImportSource((source) => {
      const target = graph.resolve(file, source.value);
      if (!target) return;
      const to = graph.moduleOf(target);
      if (to === undefined || to === from) return;
      const cycle = graph.cycleThrough(from, to);
      if (cycle) {
        const name = (/** @type {string} */ m) => path.posix.join(tree.root, m);
        context.report({
          node: source,
          messageId: 'cycle',
          data: { from: name(from), to: name(to), cycle: [from, ...cycle].map(name).join(' → ') },
        });
      }
    });
  },
};

export default {
  meta: { name: 'russ' },
  rules: { 'no-module-cycles': noModuleCycles, 'package-arrows': packageArrows },
};
