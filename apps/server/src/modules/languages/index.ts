// The languages module's public file: what other code may import from it (docs/architecture.md#modules).
export { accountLanguage, loadAccountLanguage, loadCompanyLanguage } from './account-language';
export { LanguageEnum } from './language.graphql';
