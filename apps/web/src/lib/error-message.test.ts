import { describe, expect, it } from 'vitest';
import { callReasonText, errorMessage } from './error-message';
import { GraphQLRequestError, NetworkError } from './graphql-errors';
import { i18n } from './i18n';

function refusal(extensions: Record<string, unknown>, message = 'The server says this in English') {
  return new GraphQLRequestError(200, [{ message, extensions }]);
}

describe('errorMessage', () => {
  const fr = i18n.getFixedT('fr');

  it('says a request that never got an answer is a connection problem', () => {
    expect(errorMessage(new NetworkError(new TypeError('Failed to fetch')), fr)).toBe(
      'Pas de connexion au serveur. Vérifiez votre connexion et réessayez.',
    );
  });

  it('translates the code, never showing the server’s English message', () => {
    const text = errorMessage(refusal({ code: 'FORBIDDEN' }), fr);
    expect(text).toBe("Vous n'êtes pas autorisé à faire cela.");
    expect(text).not.toContain('English');
  });

  it('reads a code it does not know, or a failure that is no GraphQL answer, as a server error', () => {
    const serverError = 'Erreur du serveur. Veuillez réessayer plus tard';
    expect(errorMessage(refusal({ code: 'SOMETHING_NEW' }), fr)).toBe(serverError);
    expect(errorMessage(new Error('boom'), fr)).toBe(serverError);
    expect(errorMessage('boom', fr)).toBe(serverError);
  });

  it('falls back to the code’s text for a reason it has no sentence for', () => {
    expect(errorMessage(refusal({ code: 'NOT_FOUND', reason: 'SOMETHING_NEW' }), fr)).toBe(fr('errors.NOT_FOUND'));
  });

  it('says how long to wait after too many attempts', () => {
    expect(errorMessage(refusal({ code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 42 }), fr)).toContain('42');
  });

  it('says a reason with the values it names, the field in the reader’s words', () => {
    const tooLong = refusal({
      code: 'BAD_USER_INPUT',
      reason: 'TEXT_TOO_LONG',
      field: 'internalTitle',
      params: { field: 'internalTitle', max: 100 },
    });
    expect(errorMessage(tooLong, fr)).toBe('Le champ « Nom interne » compte au plus 100 caractères.');
    expect(errorMessage(tooLong, i18n.getFixedT('pl'))).toBe('Pole „Nazwa wewnętrzna” może mieć najwyżej 100 znaków.');
  });

  it('never puts an object from a malformed answer into the sentence', () => {
    const odd = refusal({ code: 'BAD_USER_INPUT', reason: 'PRICE_OUT_OF_RANGE', params: { max: { evil: true } } });
    expect(errorMessage(odd, fr)).not.toContain('[object');
  });
});

describe('callReasonText', () => {
  const fr = i18n.getFixedT('fr');

  it('says a platform call’s reason in the reader’s language, with its values', () => {
    const reason = { code: 'PLATFORM_REFUSED', params: [{ name: 'status', value: '422' }] };
    expect(callReasonText(reason, fr)).toBe('La plateforme a refusé le changement (422).');
  });

  it('says nothing for no reason, or one this version does not know', () => {
    expect(callReasonText(null, fr)).toBeNull();
    expect(callReasonText({ code: 'SOMETHING_NEW', params: [] }, fr)).toBeNull();
  });
});
