import type { TemplateCopy } from './copy';

// docs/services.md#requests: a company's request reaches its account managers, and their answer reaches the company.
// `services` arrives already named in the recipient's language.

export const serviceRequestReceived: TemplateCopy = {
  en: {
    subject: '{company} asks for {services}',
    intro: ['{company} asks Comptoir to switch on: {services}.', 'Their comment: {comment}'],
    action: 'Open the requests',
    outro: [],
  },
  fr: {
    subject: '{company} demande {services}',
    intro: ['{company} demande l’activation de : {services}.', 'Son commentaire : {comment}'],
    action: 'Ouvrir les demandes',
    outro: [],
  },
  es: {
    subject: '{company} solicita {services}',
    intro: ['{company} solicita la activación de: {services}.', 'Su comentario: {comment}'],
    action: 'Abrir las solicitudes',
    outro: [],
  },
  pt: {
    subject: '{company} pede {services}',
    intro: ['{company} pede a ativação de: {services}.', 'O seu comentário: {comment}'],
    action: 'Abrir os pedidos',
    outro: [],
  },
  pl: {
    subject: '{company} prosi o {services}',
    intro: ['{company} prosi o włączenie: {services}.', 'Komentarz: {comment}'],
    action: 'Otwórz prośby',
    outro: [],
  },
};

export const serviceRequestAccepted: TemplateCopy = {
  en: {
    subject: 'Your request is accepted: {services}',
    intro: ['Your account manager switched on: {services}.', 'It is open in Comptoir now.'],
    action: 'Open Comptoir',
    outro: [],
  },
  fr: {
    subject: 'Votre demande est acceptée : {services}',
    intro: ['Votre chargé de compte a activé : {services}.', 'C’est disponible dans Comptoir dès maintenant.'],
    action: 'Ouvrir Comptoir',
    outro: [],
  },
  es: {
    subject: 'Su solicitud ha sido aceptada: {services}',
    intro: ['Su gestor de cuenta ha activado: {services}.', 'Ya está disponible en Comptoir.'],
    action: 'Abrir Comptoir',
    outro: [],
  },
  pt: {
    subject: 'O seu pedido foi aceite: {services}',
    intro: ['O seu gestor de conta ativou: {services}.', 'Já está disponível no Comptoir.'],
    action: 'Abrir o Comptoir',
    outro: [],
  },
  pl: {
    subject: 'Twoja prośba została przyjęta: {services}',
    intro: ['Opiekun Twojego konta włączył: {services}.', 'Jest już dostępne w Comptoir.'],
    action: 'Otwórz Comptoir',
    outro: [],
  },
};

export const serviceRequestDeclined: TemplateCopy = {
  en: {
    subject: 'Your request for {services}',
    intro: ['Your account manager did not switch on {services}, and says:', '{message}'],
    action: 'Answer from Comptoir',
    outro: [],
  },
  fr: {
    subject: 'Votre demande : {services}',
    intro: ['Votre chargé de compte n’a pas activé {services}, et vous écrit :', '{message}'],
    action: 'Répondre depuis Comptoir',
    outro: [],
  },
  es: {
    subject: 'Su solicitud: {services}',
    intro: ['Su gestor de cuenta no ha activado {services}, y le escribe:', '{message}'],
    action: 'Responder desde Comptoir',
    outro: [],
  },
  pt: {
    subject: 'O seu pedido: {services}',
    intro: ['O seu gestor de conta não ativou {services}, e escreve:', '{message}'],
    action: 'Responder a partir do Comptoir',
    outro: [],
  },
  pl: {
    subject: 'Twoja prośba: {services}',
    intro: ['Opiekun Twojego konta nie włączył: {services}, i pisze:', '{message}'],
    action: 'Odpowiedz w Comptoir',
    outro: [],
  },
};
