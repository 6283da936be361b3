import { describe, expect, it } from 'vitest';
import { SERVICE_CODES } from '@comptoir/domain';
import { readServiceInquiry } from './request-service-inquiry';

describe('readServiceInquiry', () => {
  it('keeps each listed service once, in the order given, and a trimmed comment', () => {
    expect(readServiceInquiry({ services: ['TVA', 'ANALYTICS', 'TVA'], comment: '  call me  ' })).toEqual({
      services: ['TVA', 'ANALYTICS'],
      comment: 'call me',
    });
    expect(readServiceInquiry({ services: [...SERVICE_CODES], comment: '   ' })).toEqual({
      services: [...SERVICE_CODES],
      comment: null,
    });
    expect(readServiceInquiry({ services: ['REVIEW'] }).comment).toBeNull();
  });

  it('counts characters, not UTF-16 units, up to 1000', () => {
    expect(readServiceInquiry({ services: ['REVIEW'], comment: '🍔'.repeat(1000) }).comment).toHaveLength(2000);
    expect(() => readServiceInquiry({ services: ['REVIEW'], comment: 'x'.repeat(1001) })).toThrowError(
      expect.objectContaining({ code: 'BAD_USER_INPUT', message: 'comment must be at most 1000 characters' }),
    );
  });

  it.each([[[]], [['ANALYTICS', 'analytics']], [['BILLING']], [['']]])('refuses the services %j', (services) => {
    expect(() => readServiceInquiry({ services })).toThrowError(expect.objectContaining({ code: 'BAD_USER_INPUT' }));
  });
});
