import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RETENTION_RULES } from '@russ/schema/content/retention';

describe('the README', () => {
  it('lists every rule with its default and variable in the data-retention table', () => {
    const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    const table = readme.slice(readme.indexOf('## Data retention'), readme.indexOf('## Backups')).split('\n');
    for (const rule of Object.values(RETENTION_RULES)) {
      const row = table.find((line) => line.includes(`\`${rule.env}\``));
      expect(row, rule.env).toMatch(new RegExp(`\\| ${rule.default} ${rule.unit} +\\|`));
    }
  });
});
