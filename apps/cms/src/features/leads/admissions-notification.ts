import { escapeHtml } from '../../utils/escape-html';
import { formatLeadField } from './format-lead-field';
import {
  LEAD_FIELDS,
  leadFieldLabels,
  leadTypeLabels,
  type LeadField,
  type LeadRelation,
} from '../../admissions/lead-labels';
import type { LeadEmailContext } from './lead-email-context';
import { oneLine, type LeadEmail } from './lead-email';

const RELATIONS = new Set<LeadField>(['course', 'school', 'intake']);

function rows({ lead, titles }: LeadEmailContext): Array<[string, string]> {
  return LEAD_FIELDS.map((field) => {
    const value = RELATIONS.has(field) ? titles[field as LeadRelation] : lead[field as keyof typeof lead];
    return [leadFieldLabels[field].fr, formatLeadField(field, value, 'fr')];
  });
}

/** The message to the school's admissions team (in French): every field, and where to find the lead. */
export function admissionsNotification(context: LeadEmailContext): LeadEmail {
  const { lead, titles, admissionsEmail, adminUrl } = context;
  const name = oneLine(`${lead.firstName} ${lead.lastName}`);
  const type = leadTypeLabels[lead.type]?.fr ?? lead.type;
  const about = titles.course ?? titles.school;
  const table = rows(context);
  const text = [
    `Nouvelle demande « ${type} » reçue sur le site.`,
    '',
    ...table.map(([label, value]) => `${label} : ${value}`),
    '',
    `Voir la demande dans l’administration : ${adminUrl}`,
    `Répondez à cet e-mail pour écrire directement à ${name}.`,
  ].join('\n');
  const html = `<!doctype html><html lang="fr"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<p>Nouvelle demande « ${escapeHtml(type)} » reçue sur le site.</p>
<table cellpadding="6" style="border-collapse:collapse">
${table.map(([label, value]) => `<tr><th align="left" valign="top" style="border-bottom:1px solid #e5e7eb">${escapeHtml(label)}</th><td style="border-bottom:1px solid #e5e7eb;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<p><a href="${escapeHtml(adminUrl)}">Voir la demande dans l’administration</a></p>
<p>Répondez à cet e-mail pour écrire directement à ${escapeHtml(name)}.</p>
</body></html>`;
  return {
    to: admissionsEmail,
    replyTo: { name, address: lead.email },
    subject: oneLine(`[${type}] ${name}${about ? ` — ${about}` : ''}`),
    text,
    html,
  };
}
