import { it } from 'vitest';
import { sanitizeSvg } from './design-files.js';
it('bench', async () => {
  const rect = '<rect x="1" y="2" width="3" height="4" fill="#123456"/>';
  const n = Math.floor((10 * 1024 * 1024 - 200) / rect.length);
  const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${rect.repeat(n)}</svg>`);
  const t = Date.now();
  const out = await sanitizeSvg(svg);
  console.log('elements', n, 'ms', Date.now() - t, 'out', out?.length, 'rss MB', Math.round(process.memoryUsage().rss / 1e6));
}, 300000);
