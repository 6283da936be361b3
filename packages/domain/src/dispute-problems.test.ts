import { describe, expect, it } from 'vitest';
import { disputeProblemOf } from './dispute-problems';

describe('disputeProblemOf', () => {
  it.each([
    ['MISSING_ITEM', 'MISSING_ITEM'],
    ['MissingItems', 'MISSING_ITEM'],
    ['Missing item', 'MISSING_ITEM'],
    ['WRONG_ITEM', 'WRONG_ITEM'],
    ['WrongItems', 'WRONG_ITEM'],
    ['Incorrect item', 'WRONG_ITEM'],
    ['QUALITY_ISSUE', 'QUALITY'],
    ['Food quality', 'QUALITY'],
    ['Cold', 'COLD'],
    ['Damaged', 'DAMAGED'],
  ] as const)("reads the platform's %s as %s", (text, problem) => {
    expect(disputeProblemOf(text)).toBe(problem);
  });

  it('knows nothing of a wording no platform uses, nor of an empty one', () => {
    expect(disputeProblemOf('Le livreur était impoli')).toBeNull();
    expect(disputeProblemOf('')).toBeNull();
    expect(disputeProblemOf(null)).toBeNull();
  });
});
