import { describe, expect, it } from 'vitest';
import { INQUIRY_COMMENT_MAX, inquiryServicesIssue, inquiryTextIssue } from './service-inquiry';

describe('inquiryServicesIssue', () => {
  it.each<[string[], ReturnType<typeof inquiryServicesIssue>]>([
    [[], 'field_required'],
    [['TVA'], null],
    [['TVA', 'REVIEW'], null],
  ])('%j → %s', (services, issue) => {
    expect(inquiryServicesIssue(services)).toBe(issue);
  });
});

describe('inquiryTextIssue', () => {
  const longest = 'é'.repeat(INQUIRY_COMMENT_MAX);
  it.each<[string, boolean, ReturnType<typeof inquiryTextIssue>]>([
    ['', false, null],
    ['   ', true, 'field_required'],
    ['Merci', true, null],
    [longest, false, null],
    [`  ${longest}  `, true, null],
    [`${longest}!`, false, 'text_too_long'],
    ['😀'.repeat(INQUIRY_COMMENT_MAX), false, null],
  ])('%j (required: %s) → %s', (text, required, issue) => {
    expect(inquiryTextIssue(text, required)).toBe(issue);
  });
});
