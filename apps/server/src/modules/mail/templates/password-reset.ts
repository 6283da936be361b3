import type { TemplateCopy } from './copy';

// The link of a password reset (docs/accounts.md#recovery): single use, one hour.
export const passwordReset: TemplateCopy = {
  en: {
    subject: 'Reset your Comptoir password',
    intro: [
      'Someone asked to reset the password of the Comptoir account of this address.',
      'Choose a new password with this link. It works once, within one hour:',
    ],
    action: 'Choose a new password',
    outro: ['If you did not ask for it, ignore this e-mail: your password stays the same.'],
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe Comptoir',
    intro: [
      'Une réinitialisation du mot de passe du compte Comptoir de cette adresse a été demandée.',
      'Choisissez un nouveau mot de passe avec ce lien. Il ne sert qu’une fois, pendant une heure :',
    ],
    action: 'Choisir un nouveau mot de passe',
    outro: ['Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste le même.'],
  },
  es: {
    subject: 'Restablezca su contraseña de Comptoir',
    intro: [
      'Se ha solicitado restablecer la contraseña de la cuenta Comptoir de esta dirección.',
      'Elija una nueva contraseña con este enlace. Solo sirve una vez, durante una hora:',
    ],
    action: 'Elegir una nueva contraseña',
    outro: ['Si no lo ha solicitado, ignore este correo: su contraseña no cambia.'],
  },
  pt: {
    subject: 'Redefina a sua palavra-passe Comptoir',
    intro: [
      'Foi pedida a redefinição da palavra-passe da conta Comptoir deste endereço.',
      'Escolha uma nova palavra-passe com esta ligação. Só funciona uma vez, durante uma hora:',
    ],
    action: 'Escolher uma nova palavra-passe',
    outro: ['Se não fez este pedido, ignore este e-mail: a sua palavra-passe continua a mesma.'],
  },
  pl: {
    subject: 'Zresetuj hasło do Comptoir',
    intro: [
      'Poproszono o zresetowanie hasła do konta Comptoir powiązanego z tym adresem.',
      'Ustaw nowe hasło za pomocą tego linku. Działa jeden raz, przez godzinę:',
    ],
    action: 'Ustaw nowe hasło',
    outro: ['Jeśli to nie Ty, zignoruj tę wiadomość: hasło pozostanie bez zmian.'],
  },
};
