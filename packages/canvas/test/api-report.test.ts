import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script of the package, with no type declarations.
import { apiReport, reportPath } from '../scripts/api-report.mjs';

describe('the public surface of @glossy/canvas', () => {
  it('is the one api-report.md records (npm run api-report -w @glossy/canvas writes it)', () => {
    const recorded = readFileSync(reportPath as string, 'utf8');
    expect((apiReport as () => string)()).toBe(recorded);
  });
});
