import { LANGUAGES } from '@comptoir/domain';
import { builder } from '../../builder';

export const LanguageEnum = builder.enumType('Language', {
  description: "One of Comptoir's five languages.",
  values: LANGUAGES,
});
