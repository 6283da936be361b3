import type { Lang } from '@comptoir/domain';
import { footer } from './templates/copy';
import { templates, type EmailTemplate } from './templates';

export type RenderedEmail = { subject: string; text: string; html: string };

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

function fill(words: string, params: Record<string, string>): string {
  return words.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

/** The subject, plain text and HTML of one e-mail in `lang`, every parameter escaped in the HTML. */
export function renderEmail(
  template: EmailTemplate,
  lang: Lang,
  params: Record<string, string>,
  publicUrl: string,
): RenderedEmail {
  const definition = templates[template];
  const missing = definition.params.filter((name) => !params[name]);
  if (missing.length > 0) throw new Error(`The ${template} e-mail needs ${missing.join(', ')}`);
  const copy = definition.copy[lang];
  const subject = fill(copy.subject, params);
  const intro = copy.intro.map((words) => fill(words, params));
  const outro = copy.outro.map((words) => fill(words, params));
  const highlight = definition.highlight ? params[definition.highlight] : undefined;
  const link = definition.link?.(params, publicUrl);

  const text = [
    ...intro,
    ...(highlight ? [highlight] : []),
    ...(link ? [link] : []),
    ...outro,
    `-- \n${footer[lang]}`,
  ].join('\n\n');

  const paragraph = (words: string) => `<p style="margin:0 0 16px">${escapeHtml(words)}</p>`;
  const html = [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2328">',
    '<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px">',
    ...intro.map(paragraph),
    highlight
      ? `<p style="margin:0 0 16px;font-size:28px;font-weight:bold;letter-spacing:4px">${escapeHtml(highlight)}</p>`
      : '',
    link && copy.action
      ? `<p style="margin:0 0 16px"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#1c7ed6;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(copy.action)}</a></p>` +
        `<p style="margin:0 0 16px;font-size:13px;word-break:break-all;color:#57606a">${escapeHtml(link)}</p>`
      : '',
    ...outro.map(paragraph),
    `<p style="margin:24px 0 0;font-size:13px;color:#57606a">${escapeHtml(footer[lang])}</p>`,
    '</div></body></html>',
  ].join('');
  return { subject, text, html };
}
