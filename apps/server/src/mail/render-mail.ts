import type { InterfaceLanguage } from '@openfds/contract';
import { formatMessage } from '@openfds/contract';
import { layoutTexts } from './templates/layout-texts.ts';

/**
 * The texts of one mail in one language. Strings may hold {placeholders} filled from the params. The optional
 * action is the mail's one button; its link is the param named by `urlParam`.
 */
export interface MailTexts {
  subject: string;
  greeting?: string;
  paragraphs: string[];
  action?: { label: string; urlParam: string };
  /** Lines after the button (validity of a link, "ignore this mail if..."). */
  after?: string[];
}

/** A mail template: its texts in every interface language. Later features define theirs the same way. */
export type MailTemplate = Record<InterfaceLanguage, MailTexts>;

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

type Params = Record<string, string | number>;

/** The style of the mail's one button (inline: mail clients drop style sheets). */
const BUTTON_STYLE = 'display:inline-block;padding:12px 24px;border-radius:6px;background:#0b5cad;color:#ffffff;font-weight:bold;text-decoration:none';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Fills placeholders with HTML-escaped values, so a name like <b> shows as text. */
function fillHtml(template: string, params: Params): string {
  return escapeHtml(template).replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? escapeHtml(String(params[key])) : whole));
}

/**
 * Renders a template in a language inside the common layout (brand header, footer with the support contact):
 * an HTML body with inline styles (mail clients ignore style sheets) and the same content as plain text.
 */
export function renderMail(template: MailTemplate, language: InterfaceLanguage, params: Params = {}): RenderedMail {
  const texts = template[language];
  const layout = layoutTexts[language];
  const all: Params = { ...params };
  const url = texts.action ? String(params[texts.action.urlParam] ?? '') : '';

  const textLines = [
    ...(texts.greeting ? [formatMessage(texts.greeting, all), ''] : []),
    ...texts.paragraphs.flatMap((p) => [formatMessage(p, all), '']),
    ...(texts.action ? [`${formatMessage(texts.action.label, all)}:`, url, ''] : []),
    ...(texts.after ?? []).flatMap((p) => [formatMessage(p, all), '']),
    '--',
    formatMessage(layout.signature, all),
    formatMessage(layout.automatic, all),
    ...(params.support ? [formatMessage(layout.support, all)] : []),
  ];

  const paragraph = (html: string, style = '') => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2933;${style}">${html}</p>`;
  const button = texts.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="${BUTTON_STYLE}">${fillHtml(texts.action.label, all)}</a></p>` +
      paragraph(
        `${fillHtml(layout.linkFallback, all)}<br><a href="${escapeHtml(url)}" style="color:#0b5cad;word-break:break-all">${escapeHtml(url)}</a>`,
        'font-size:14px',
      )
    : '';
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${fillHtml(texts.subject, all)}</title></head>
<body style="margin:0;padding:0;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f8"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="padding:20px 32px;background:#0b5cad;border-radius:8px 8px 0 0;color:#ffffff;font-size:22px;font-weight:bold">OpenFDS</td></tr>
<tr><td style="padding:32px">
${texts.greeting ? paragraph(fillHtml(texts.greeting, all)) : ''}
${texts.paragraphs.map((p) => paragraph(fillHtml(p, all))).join('\n')}
${button}
${(texts.after ?? []).map((p) => paragraph(fillHtml(p, all), 'font-size:14px;color:#52606d')).join('\n')}
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e4e7eb;font-size:12px;line-height:1.5;color:#52606d">
${fillHtml(layout.signature, all)}<br>${fillHtml(layout.automatic, all)}${params.support ? `<br>${fillHtml(layout.support, all)}` : ''}
</td></tr>
</table></td></tr></table>
</body>
</html>
`;
  return { subject: formatMessage(texts.subject, all), html, text: `${textLines.join('\n')}\n` };
}
