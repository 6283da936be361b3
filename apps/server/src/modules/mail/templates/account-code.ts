import type { TemplateCopy } from './copy';

// Sent at sign-up and on request: the code that validates a new company's account (docs/accounts.md#sign-up).
export const accountCode: TemplateCopy = {
  en: {
    subject: 'Your Comptoir account code',
    intro: ['Hello {name},', 'Here is the code that validates your Comptoir account:'],
    outro: ['If you did not create an account, you can ignore this e-mail.'],
  },
  fr: {
    subject: 'Votre code de compte Comptoir',
    intro: ['Bonjour {name},', 'Voici le code qui valide votre compte Comptoir :'],
    outro: ["Si vous n'avez pas créé de compte, vous pouvez ignorer cet e-mail."],
  },
  es: {
    subject: 'Su código de cuenta Comptoir',
    intro: ['Hola, {name}:', 'Este es el código que valida su cuenta Comptoir:'],
    outro: ['Si no ha creado ninguna cuenta, puede ignorar este correo.'],
  },
  pt: {
    subject: 'O seu código de conta Comptoir',
    intro: ['Olá {name},', 'Eis o código que valida a sua conta Comptoir:'],
    outro: ['Se não criou nenhuma conta, pode ignorar este e-mail.'],
  },
  pl: {
    subject: 'Twój kod konta Comptoir',
    intro: ['Dzień dobry {name},', 'Oto kod, który potwierdza Twoje konto Comptoir:'],
    outro: ['Jeśli nikt nie zakładał konta na ten adres, zignoruj tę wiadomość.'],
  },
};
