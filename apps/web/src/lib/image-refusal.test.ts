import { IMAGE_REFUSALS, LANGUAGES } from '@comptoir/domain';
import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from './graphql-errors';
import { i18n } from './i18n';
import { imageRefusalOf } from './image-refusal';

describe('image refusals', () => {
  it('reads the reason of a refused picture, and nothing from other errors', () => {
    // As the server's JSON arrives: extensions carry more than the client's type names.
    const tooLarge = {
      message: 'The image is larger than 10 MB',
      extensions: { code: 'BAD_USER_INPUT', reason: 'IMAGE_TOO_LARGE', maxBytes: 10_485_760 },
    };
    const otherReason = {
      message: 'Not activated',
      extensions: { code: 'FORBIDDEN', reason: 'MENU_MAKER_NOT_ACTIVATED' },
    };
    expect(imageRefusalOf(new GraphQLRequestError(200, [tooLarge]))).toBe('IMAGE_TOO_LARGE');
    expect(imageRefusalOf(new GraphQLRequestError(200, [otherReason]))).toBeNull();
    expect(
      imageRefusalOf(new GraphQLRequestError(200, [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }])),
    ).toBeNull();
    expect(imageRefusalOf(new Error('offline'))).toBeNull();
  });

  it.each(LANGUAGES)('says every refusal in %s, with the limits filled in', (lang) => {
    const t = i18n.getFixedT(lang);
    for (const reason of IMAGE_REFUSALS) {
      const text = t(`imageUpload.${reason}`, { megabytes: 10, megapixels: 40 });
      expect(text, `${lang} ${reason}`).not.toBe(`imageUpload.${reason}`);
      expect(text).not.toContain('{{');
    }
    expect(t('imageUpload.IMAGE_TOO_LARGE', { megabytes: 10, megapixels: 40 })).toContain('10');
    expect(t('imageUpload.IMAGE_TOO_MANY_PIXELS', { megabytes: 10, megapixels: 40 })).toContain('40');
  });
});
