import { describe, expect, it } from 'vitest';
import { createAccountStorage } from './account-storage';

describe('createAccountStorage', () => {
  it("keeps each account's explorer state apart, and clears only its own", () => {
    const mine = createAccountStorage('uuid-a');
    const theirs = createAccountStorage('uuid-b');
    mine.setItem('graphiql:history', '[1]');
    theirs.setItem('graphiql:history', '[2]');
    localStorage.setItem('token', 'jwt');
    expect(mine.getItem('graphiql:history')).toBe('[1]');
    expect(mine.length).toBe(1);
    mine.clear();
    expect(mine.getItem('graphiql:history')).toBeNull();
    expect(theirs.getItem('graphiql:history')).toBe('[2]');
    expect(localStorage.getItem('token')).toBe('jwt');
  });
});
