import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes } from './security-headers.js';

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('inlineScriptHashes', () => {
  it('hashes inline executable scripts only', () => {
    const html = `<head><script type="application/ld+json">{"a":1}</script><script type="module" src="/x.js"></script>
      </head><body><script>
      if (location.pathname === '/') go();
    </script><script type="module">import('/y.js')</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([
      sha(`\n      if (location.pathname === '/') go();\n    `),
      sha(`import('/y.js')`),
    ]);
  });

  it('puts the hashes into script-src', () => {
    const policy = contentSecurityPolicy(['sha256-abc']);
    expect(policy).toContain("script-src 'self' 'sha256-abc';");
    expect(policy).toContain("object-src 'none'");
  });
});
