import type { TemplateCopy } from './copy';

// docs/platforms.md#connecting: a restaurant registered for review reaches its company's account managers (or the
// administrators), and their decision reaches the company. `platform` is the platform's own name.

export const restaurantPending: TemplateCopy = {
  en: {
    subject: '{company} connects {restaurant} ({platform})',
    intro: ['{company} asks to connect {restaurant} on {platform}, store {storeId}.', 'It waits for your review.'],
    action: 'Review pending restaurants',
    outro: [],
  },
  fr: {
    subject: '{company} connecte {restaurant} ({platform})',
    intro: [
      '{company} demande à connecter {restaurant} sur {platform}, établissement {storeId}.',
      'Il attend votre validation.',
    ],
    action: 'Voir les restaurants en attente',
    outro: [],
  },
  es: {
    subject: '{company} conecta {restaurant} ({platform})',
    intro: ['{company} solicita conectar {restaurant} en {platform}, tienda {storeId}.', 'Espera su revisión.'],
    action: 'Ver los restaurantes pendientes',
    outro: [],
  },
  pt: {
    subject: '{company} liga {restaurant} ({platform})',
    intro: ['{company} pede para ligar {restaurant} na {platform}, loja {storeId}.', 'Aguarda a sua revisão.'],
    action: 'Ver os restaurantes pendentes',
    outro: [],
  },
  pl: {
    subject: '{company} podłącza {restaurant} ({platform})',
    intro: ['{company} prosi o podłączenie {restaurant} w {platform}, sklep {storeId}.', 'Czeka na Twoją decyzję.'],
    action: 'Zobacz oczekujące restauracje',
    outro: [],
  },
};

export const restaurantApproved: TemplateCopy = {
  en: {
    subject: '{restaurant} is connected ({platform})',
    intro: ['Your account manager approved {restaurant} on {platform}.', 'Its orders now reach Comptoir.'],
    action: 'Open Comptoir',
    outro: [],
  },
  fr: {
    subject: '{restaurant} est connecté ({platform})',
    intro: [
      'Votre chargé de compte a validé {restaurant} sur {platform}.',
      'Ses commandes arrivent désormais dans Comptoir.',
    ],
    action: 'Ouvrir Comptoir',
    outro: [],
  },
  es: {
    subject: '{restaurant} está conectado ({platform})',
    intro: ['Su gestor de cuenta ha aprobado {restaurant} en {platform}.', 'Sus pedidos llegan ya a Comptoir.'],
    action: 'Abrir Comptoir',
    outro: [],
  },
  pt: {
    subject: '{restaurant} está ligado ({platform})',
    intro: [
      'O seu gestor de conta aprovou {restaurant} na {platform}.',
      'As suas encomendas chegam agora ao Comptoir.',
    ],
    action: 'Abrir o Comptoir',
    outro: [],
  },
  pl: {
    subject: '{restaurant} jest podłączona ({platform})',
    intro: [
      'Opiekun Twojego konta zatwierdził {restaurant} w {platform}.',
      'Jej zamówienia trafiają teraz do Comptoir.',
    ],
    action: 'Otwórz Comptoir',
    outro: [],
  },
};

export const restaurantRejected: TemplateCopy = {
  en: {
    subject: '{restaurant} was not connected ({platform})',
    intro: ['Your account manager did not approve {restaurant} on {platform}, and says:', '{reason}'],
    action: 'Open Comptoir',
    outro: [],
  },
  fr: {
    subject: '{restaurant} n’a pas été connecté ({platform})',
    intro: ['Votre chargé de compte n’a pas validé {restaurant} sur {platform}, et vous écrit :', '{reason}'],
    action: 'Ouvrir Comptoir',
    outro: [],
  },
  es: {
    subject: '{restaurant} no se ha conectado ({platform})',
    intro: ['Su gestor de cuenta no ha aprobado {restaurant} en {platform}, y le escribe:', '{reason}'],
    action: 'Abrir Comptoir',
    outro: [],
  },
  pt: {
    subject: '{restaurant} não foi ligado ({platform})',
    intro: ['O seu gestor de conta não aprovou {restaurant} na {platform}, e escreve:', '{reason}'],
    action: 'Abrir o Comptoir',
    outro: [],
  },
  pl: {
    subject: '{restaurant} nie została podłączona ({platform})',
    intro: ['Opiekun Twojego konta nie zatwierdził {restaurant} w {platform} i pisze:', '{reason}'],
    action: 'Otwórz Comptoir',
    outro: [],
  },
};
