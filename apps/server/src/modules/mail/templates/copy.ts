import type { Lang } from '@comptoir/domain';

/** One template's words in one language; `{param}` is replaced by the e-mail's parameter of that name. */
type EmailCopy = {
  subject: string;
  /** Paragraphs before the highlighted value or the button. */
  intro: string[];
  /** The button's label, for a template with a link. */
  action?: string;
  /** Paragraphs after it. */
  outro: string[];
};

export type TemplateCopy = Record<Lang, EmailCopy>;

/** The footer of every e-mail. */
export const footer: Record<Lang, string> = {
  en: 'Comptoir — this e-mail was sent automatically, replies are not read.',
  fr: 'Comptoir — cet e-mail a été envoyé automatiquement, les réponses ne sont pas lues.',
  es: 'Comptoir: este correo se ha enviado automáticamente y las respuestas no se leen.',
  pt: 'Comptoir — este e-mail foi enviado automaticamente, as respostas não são lidas.',
  pl: 'Comptoir — ta wiadomość została wysłana automatycznie, odpowiedzi nie są czytane.',
};
