import base from './vite.config.ts';
import { defineConfig, mergeConfig, type UserConfigFnObject } from 'vite';
export default defineConfig((env) => mergeConfig((base as UserConfigFnObject)(env), {
  plugins: [{
    name: 'chunk-report',
    generateBundle(_o: unknown, bundle: Record<string, any>) {
      for (const [file, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const byPkg = new Map<string, number>();
        for (const [id, m] of Object.entries<any>(chunk.modules)) {
          const mm = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules)/);
          const key = mm ? mm[1] : id.replace(/.*\/admin\//, '');
          byPkg.set(key, (byPkg.get(key) ?? 0) + (m.renderedLength ?? 0));
        }
        const top = [...byPkg].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${k}:${(v/1024).toFixed(0)}k`).join(' ');
        console.log(`\n${file} imports=[${chunk.imports.join(',')}] dyn=[${chunk.dynamicImports.join(',')}]\n   ${top}`);
      }
    },
  }],
}));
