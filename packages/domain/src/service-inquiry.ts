// A service request and its answer (docs/services.md#requests): the request form and the server judge them alike.
import type { ValidationKey } from './validation';

export const INQUIRY_COMMENT_MAX = 1000;

/** A request names at least one service. */
export function inquiryServicesIssue(services: readonly string[]): ValidationKey | null {
  return services.length === 0 ? 'field_required' : null;
}

/** A request's comment (optional) or an answer's message (required), counted in characters once trimmed. */
export function inquiryTextIssue(text: string, required = false): ValidationKey | null {
  const trimmed = text.trim();
  if (required && trimmed === '') return 'field_required';
  return [...trimmed].length > INQUIRY_COMMENT_MAX ? 'text_too_long' : null;
}
