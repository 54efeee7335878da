// @ts-check
// Shared by the rules that check what a file imports (no-module-cycles, package-arrows).

/**
 * @typedef {import('estree').Literal & { value: string }} ImportSource the string literal naming a module
 */

/**
 * The visitors for a rule that checks every module a file names: static and dynamic imports and `export … from`.
 * @param {(source: ImportSource) => void} check called with the specifier's literal node
 */
export function onImportSource(check) {
  /** @param {import('estree').Node & { source?: import('estree').Node | null }} node */
  const visit = (node) => {
    const source = node.source;
    if (source && source.type === 'Literal' && typeof source.value === 'string') {
      check(/** @type {ImportSource} */ (source));
    }
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}
