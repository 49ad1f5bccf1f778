import { isInterfaceLanguage, type InterfaceLanguage, type VigiListCode } from '@openfds/contract';
import type { MailMessage } from '../../../mail/mailer.ts';
import { REPORT_TEXTS } from '../report/report-texts.ts';

export interface DigestLine {
  document_code: string;
  product_name: string;
  entry_name: string;
  entry_number: string | null;
  component_name: string | null;
  component_cas: string | null;
}

const TEXTS: Record<InterfaceLanguage, { subject: string; intro: string; outro: string; sheet: string }> = {
  fr: {
    subject: 'Vigi-Substances : {list} mise à jour, {count} de vos fiches concernées',
    intro: 'La liste « {list} » (version {version}) contient de nouvelles entrées qui concernent des composants des fiches de votre espace Mes-FDS :',
    outro: 'Consultez le bloc « Vigilance REACH » de chaque fiche pour les obligations qui en découlent.',
    sheet: 'Fiche',
  },
  en: {
    subject: 'Vigi-Substances: {list} updated, {count} of your sheets concerned',
    intro: 'The list "{list}" (version {version}) has new entries that concern components of the sheets in your My-SDS space:',
    outro: 'See the "REACH vigilance" block of each sheet for the obligations that follow.',
    sheet: 'Sheet',
  },
  de: {
    subject: 'Vigi-Substances: {list} aktualisiert, {count} Ihrer Datenblätter betroffen',
    intro: 'Die Liste „{list}“ (Version {version}) enthält neue Einträge, die Bestandteile der Datenblätter in Ihrem Bereich Meine-SDB betreffen:',
    outro: 'Die sich daraus ergebenden Pflichten finden Sie im Block „REACH-Überwachung“ jedes Datenblatts.',
    sheet: 'Datenblatt',
  },
  it: {
    subject: 'Vigi-Substances: {list} aggiornato, {count} delle tue schede interessate',
    intro: "L'elenco «{list}» (versione {version}) contiene nuove voci che riguardano componenti delle schede del tuo spazio Le-mie-SDS:",
    outro: 'Consulta il blocco «Vigilanza REACH» di ogni scheda per gli obblighi che ne derivano.',
    sheet: 'Scheda',
  },
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** One digest mail per user and list version: every sheet concerned, with its substances. */
export function digestMail(input: {
  to: string;
  language: string;
  list: VigiListCode;
  versionLabel: string;
  lines: DigestLine[];
  publicUrl: string;
}): MailMessage {
  const language: InterfaceLanguage = isInterfaceLanguage(input.language) ? input.language : 'fr';
  const t = TEXTS[language];
  const listName = REPORT_TEXTS[language].lists[input.list];
  const bySheet = new Map<string, DigestLine[]>();
  for (const line of input.lines) (bySheet.get(line.document_code) ?? bySheet.set(line.document_code, []).get(line.document_code)!).push(line);
  const fill = (s: string) => s.replace('{list}', listName).replace('{version}', input.versionLabel).replace('{count}', String(bySheet.size));
  const textParts: string[] = [fill(t.intro), ''];
  const htmlParts: string[] = [`<p>${escapeHtml(fill(t.intro))}</p>`, '<ul>'];
  for (const [code, lines] of bySheet) {
    const url = `${input.publicUrl}/fds/${code}`;
    textParts.push(`${t.sheet}: ${lines[0].product_name} (${url})`);
    htmlParts.push(`<li><a href="${escapeHtml(url)}">${escapeHtml(lines[0].product_name)}</a><ul>`);
    for (const l of lines) {
      const entry = `${l.entry_number ? `${l.entry_number} · ` : ''}${l.entry_name}`;
      const substance = `${entry} — ${l.component_name ?? ''}${l.component_cas ? ` (CAS ${l.component_cas})` : ''}`;
      textParts.push(`  - ${substance}`);
      htmlParts.push(`<li>${escapeHtml(substance)}</li>`);
    }
    htmlParts.push('</ul></li>');
  }
  htmlParts.push('</ul>', `<p>${escapeHtml(t.outro)}</p>`);
  textParts.push('', t.outro);
  return { to: input.to, subject: fill(t.subject), text: textParts.join('\n'), html: htmlParts.join('\n') };
}
