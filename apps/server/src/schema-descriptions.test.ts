import { describe, expect, it } from 'vitest';
import { schema } from './schema';
import { describeCoverage } from './schema-descriptions';

describe('schema descriptions', () => {
  it('describe at least 95 % of the types, fields and input fields (`node --import tsx src/schema-descriptions.ts --list`)', () => {
    const coverage = describeCoverage(schema);
    const allowed = Math.floor(coverage.counted * 0.05);
    // The list is in the failure message so the next author knows what to describe.
    expect(coverage.undescribed.length, `undescribed:\n${coverage.undescribed.join('\n')}`).toBeLessThanOrEqual(
      allowed,
    );
  });
});
