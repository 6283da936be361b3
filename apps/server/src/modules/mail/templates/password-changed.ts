import type { TemplateCopy } from './copy';

// Every password change (recovery or account page) tells the owner, who can reset it at once if it was not them.
export const passwordChanged: TemplateCopy = {
  en: {
    subject: 'Your Comptoir password was changed',
    intro: [
      'The password of your Comptoir account was just changed, and every device signed in with the old one was signed out.',
      'If it was not you, choose a new password at once:',
    ],
    action: 'Reset my password',
    outro: [],
  },
  fr: {
    subject: 'Votre mot de passe Comptoir a été modifié',
    intro: [
      'Le mot de passe de votre compte Comptoir vient d’être modifié, et chaque appareil connecté avec l’ancien a été déconnecté.',
      'Si ce n’était pas vous, choisissez tout de suite un nouveau mot de passe :',
    ],
    action: 'Réinitialiser mon mot de passe',
    outro: [],
  },
  es: {
    subject: 'Se ha cambiado su contraseña de Comptoir',
    intro: [
      'La contraseña de su cuenta Comptoir acaba de cambiar y se ha cerrado la sesión de todos los dispositivos conectados con la anterior.',
      'Si no ha sido usted, elija ahora mismo una nueva contraseña:',
    ],
    action: 'Restablecer mi contraseña',
    outro: [],
  },
  pt: {
    subject: 'A sua palavra-passe Comptoir foi alterada',
    intro: [
      'A palavra-passe da sua conta Comptoir acabou de ser alterada e todas as sessões abertas com a anterior foram terminadas.',
      'Se não foi você, escolha já uma nova palavra-passe:',
    ],
    action: 'Redefinir a minha palavra-passe',
    outro: [],
  },
  pl: {
    subject: 'Hasło do Comptoir zostało zmienione',
    intro: [
      'Hasło do Twojego konta Comptoir zostało właśnie zmienione, a wszystkie urządzenia zalogowane starym hasłem zostały wylogowane.',
      'Jeśli to nie Ty, od razu ustaw nowe hasło:',
    ],
    action: 'Zresetuj hasło',
    outro: [],
  },
};
