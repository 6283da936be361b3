import type { TemplateCopy } from './copy';

// A tablet joined the company's account (docs/accounts.md#tablets): the owner hears of it and can remove it.
export const tabletEnrolled: TemplateCopy = {
  en: {
    subject: 'A tablet was added to your Comptoir account',
    intro: [
      'The tablet “{deviceName}” was added to your Comptoir account.',
      'If you did not add it, sign in, remove it from your devices and change your password:',
    ],
    action: 'Sign in',
    outro: [],
  },
  fr: {
    subject: 'Une tablette a été ajoutée à votre compte Comptoir',
    intro: [
      'La tablette « {deviceName} » a été ajoutée à votre compte Comptoir.',
      'Si ce n’est pas vous qui l’avez ajoutée, connectez-vous, retirez-la de vos appareils et changez votre mot de passe :',
    ],
    action: 'Se connecter',
    outro: [],
  },
  es: {
    subject: 'Se ha añadido una tableta a su cuenta Comptoir',
    intro: [
      'La tableta «{deviceName}» se ha añadido a su cuenta Comptoir.',
      'Si no la ha añadido usted, inicie sesión, quítela de sus dispositivos y cambie su contraseña:',
    ],
    action: 'Iniciar sesión',
    outro: [],
  },
  pt: {
    subject: 'Foi adicionado um tablet à sua conta Comptoir',
    intro: [
      'O tablet «{deviceName}» foi adicionado à sua conta Comptoir.',
      'Se não foi você que o adicionou, inicie sessão, remova-o dos seus dispositivos e altere a sua palavra-passe:',
    ],
    action: 'Iniciar sessão',
    outro: [],
  },
  pl: {
    subject: 'Do Twojego konta Comptoir dodano tablet',
    intro: [
      'Tablet „{deviceName}” został dodany do Twojego konta Comptoir.',
      'Jeśli to nie Ty, zaloguj się, usuń go z listy urządzeń i zmień hasło:',
    ],
    action: 'Zaloguj się',
    outro: [],
  },
};
