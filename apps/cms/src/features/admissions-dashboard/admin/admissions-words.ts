import type { AdmissionsDashboard } from '../admissions-dashboard';

// The admissions dashboard's words, in both languages, and the choice of the sentences that say
// what a box holds: each states what it counts, and its empty case says why it is empty (nobody
// has waited 48 hours is not the same as everybody has had an answer).

export const admissionsWords = {
  fr: {
    'admissions.menu': 'Admissions',
    'admissions.title': 'Admissions',
    'admissions.subtitle':
      'Demandes, réponses et conversions, calculées par la base de données à l’ouverture de la page.',
    'admissions.period': 'Période',
    'admissions.weeks': '{count} dernières semaines',
    'admissions.failed': 'Les chiffres n’ont pas pu être lus. Rechargez la page.',
    'admissions.loading': 'Chargement des chiffres…',
    'admissions.hours': '{hours} h',
    'admissions.days': '{days} j',
    'admissions.none': '(aucune)',
    'admissions.school': 'École',
    'admissions.total': 'Total',
    'admissions.period.noProspect': 'Aucun prospect n’a fait sa première demande dans la période.',
    'admissions.waiting.title': 'Sans réponse depuis plus de 48 heures ({count, number})',
    'admissions.waiting.help':
      'Prospects encore à l’étape « Nouveau » plus de 48 heures après leur première demande, toutes périodes confondues.',
    'admissions.waiting.nobody': 'Personne n’attend de réponse : chaque prospect a quitté l’étape « Nouveau ».',
    'admissions.waiting.noneLate': 'Personne n’attend depuis plus de 48 heures.',
    'admissions.waiting.unanswered':
      '{count, plural, one {# prospect attend} other {# prospects attendent}} une première réponse, depuis {duration} au plus.',
    'admissions.waiting.listed': 'Les {listed} attentes les plus longues sont listées.',
    'admissions.waiting.unfold': 'Afficher les {count, number} attentes les plus longues',
    'admissions.waiting.person': 'Prospect',
    'admissions.waiting.since': 'Première demande',
    'admissions.waiting.for': 'Attend depuis',
    'admissions.retention.title': 'À effacer dans le mois ({count, number})',
    'admissions.retention.help':
      'Ni nouvelle demande ni suivi depuis {months} mois (Réglages des admissions) : effacés le jour indiqué, sauf s’ils reviennent ou si vous enregistrez un suivi.',
    'admissions.retention.none': 'Personne n’est à effacer dans le mois.',
    'admissions.retention.last': 'Dernière activité',
    'admissions.retention.on': 'Effacé le',
    'admissions.answer.title': 'Délai de première réponse, par école',
    'admissions.answer.help':
      'De la première demande d’un prospect à son premier changement d’étape après « Nouveau », pour les prospects dont la première demande tombe dans la période.',
    'admissions.answer.none':
      '{count, plural, one {Le seul prospect dont la première demande tombe dans la période n’a pas encore eu de réponse.} other {Aucun des # prospects dont la première demande tombe dans la période n’a encore eu de réponse.}}',
    'admissions.answer.undatedOnly':
      '{count, plural, one {# prospect de la période a eu une réponse, mais sa date n’est pas dans son historique (importé à cette étape) : aucun délai à montrer.} other {# prospects de la période ont eu une réponse, mais sa date n’est pas dans leur historique (importés à cette étape) : aucun délai à montrer.}}',
    'admissions.answer.undated':
      '{count, plural, one {# autre prospect a eu une réponse sans date dans son historique (importé) : il ne compte pas dans ces délais.} other {# autres prospects ont eu une réponse sans date dans leur historique (importés) : ils ne comptent pas dans ces délais.}}',
    'admissions.answer.count': 'Prospects ayant eu une réponse',
    'admissions.answer.median': 'Médiane',
    'admissions.answer.p90': '90e centile',
    'admissions.weeks.title': 'Nouvelles demandes par semaine',
    'admissions.weeks.by': 'Par',
    'admissions.weeks.none': 'Aucune demande dans la période.',
    'admissions.weeks.of': 'Semaine du {day}',
    'admissions.weeks.others': '{count, plural, one {# autre} other {# autres}}',
    'admissions.dimension.type': 'Type de demande',
    'admissions.dimension.school': 'École',
    'admissions.dimension.course': 'Formation',
    'admissions.dimension.origin': 'Origine (campagne / source / support)',
    'admissions.applications.title': 'Candidatures en ligne, par école',
    'admissions.applications.help':
      'Candidatures que le candidat a envoyées (ou renvoyées) dans la période, selon l’étape où chacune en est. « Pas encore ouvertes » : encore à l’étape « Envoyée », avec la plus longue attente.',
    'admissions.applications.none': 'Aucune candidature en ligne n’a été envoyée dans la période.',
    'admissions.applications.sent': 'Envoyées',
    'admissions.applications.waitingReview': 'Pas encore ouvertes',
    'admissions.applications.longestWait': 'Plus longue attente',
    'admissions.applications.inProgress': 'En traitement',
    'admissions.applications.offers': 'Offres en attente de réponse',
    'admissions.applications.accepted': 'Acceptées',
    'admissions.applications.waitingList': 'Liste d’attente',
    'admissions.applications.refused': 'Non admis·es ou déclinées',
    'admissions.conversion.title': 'Jusqu’où vont les prospects, par première origine',
    'admissions.conversion.help':
      'Prospects dont la première demande tombe dans la période, par l’origine de cette demande ; chaque étape compte ceux qui l’ont atteinte ou dépassée, d’après leur historique ou leur étape actuelle (prospects importés) ; « Pas intéressé·e » et « Injoignable » comptent leur étape actuelle, comme la liste.',
    'admissions.conversion.prospects': 'Prospects',
  },
  en: {
    'admissions.menu': 'Admissions',
    'admissions.title': 'Admissions',
    'admissions.subtitle': 'Leads, answers and conversions, computed by the database when the page opens.',
    'admissions.period': 'Period',
    'admissions.weeks': 'Last {count} weeks',
    'admissions.failed': 'The figures could not be read. Reload the page.',
    'admissions.loading': 'Loading the figures…',
    'admissions.hours': '{hours} h',
    'admissions.days': '{days} d',
    'admissions.none': '(none)',
    'admissions.school': 'School',
    'admissions.total': 'Total',
    'admissions.period.noProspect': 'No prospect made their first request in the period.',
    'admissions.waiting.title': 'Waiting for an answer for more than 48 hours ({count, number})',
    'admissions.waiting.help':
      'Prospects still at the “New” stage more than 48 hours after their first lead, whatever the period.',
    'admissions.waiting.nobody': 'Nobody is waiting for an answer: every prospect has moved on from “New”.',
    'admissions.waiting.noneLate': 'Nobody has waited more than 48 hours.',
    'admissions.waiting.unanswered':
      '{count, plural, one {# prospect is} other {# prospects are}} waiting for a first answer, the longest for {duration}.',
    'admissions.waiting.listed': 'The {listed} longest waits are listed.',
    'admissions.waiting.unfold': 'Show the {count, number} longest waits',
    'admissions.waiting.person': 'Prospect',
    'admissions.waiting.since': 'First lead',
    'admissions.waiting.for': 'Waiting for',
    'admissions.retention.title': 'To be erased within a month ({count, number})',
    'admissions.retention.help':
      'No new lead and no follow-up for {months} months (Admissions settings): they are erased on the day shown, unless they come back or you record a follow-up.',
    'admissions.retention.none': 'Nobody is due to be erased within a month.',
    'admissions.retention.last': 'Last activity',
    'admissions.retention.on': 'Erased on',
    'admissions.answer.title': 'Time to the first answer, by school',
    'admissions.answer.help':
      'From a prospect’s first lead to their first change of stage out of “New”, for the prospects whose first lead falls in the period.',
    'admissions.answer.none':
      '{count, plural, one {The one prospect whose first lead falls in the period has not had an answer yet.} other {None of the # prospects whose first lead falls in the period has had an answer yet.}}',
    'admissions.answer.undatedOnly':
      '{count, plural, one {# prospect of the period has had an answer, but its date is not in their history (imported at that stage): no time to show.} other {# prospects of the period have had an answer, but its date is not in their history (imported at that stage): no time to show.}}',
    'admissions.answer.undated':
      '{count, plural, one {# more prospect has had an answer with no date in their history (imported): not counted in these times.} other {# more prospects have had an answer with no date in their history (imported): not counted in these times.}}',
    'admissions.answer.count': 'Prospects answered',
    'admissions.answer.median': 'Median',
    'admissions.answer.p90': '90th percentile',
    'admissions.weeks.title': 'New leads per week',
    'admissions.weeks.by': 'By',
    'admissions.weeks.none': 'No lead in the period.',
    'admissions.weeks.of': 'Week of {day}',
    'admissions.weeks.others': '{count, plural, one {# other} other {# others}}',
    'admissions.dimension.type': 'Request type',
    'admissions.dimension.school': 'School',
    'admissions.dimension.course': 'Programme',
    'admissions.dimension.origin': 'Origin (campaign / source / medium)',
    'admissions.applications.title': 'Online applications, by school',
    'admissions.applications.help':
      'Applications whose applicant sent them (or sent them again) in the period, by the stage each is at now. “Not opened yet”: still at “Submitted”, with the longest wait.',
    'admissions.applications.none': 'No online application was sent in the period.',
    'admissions.applications.sent': 'Sent',
    'admissions.applications.waitingReview': 'Not opened yet',
    'admissions.applications.longestWait': 'Longest wait',
    'admissions.applications.inProgress': 'Being handled',
    'admissions.applications.offers': 'Offers waiting for an answer',
    'admissions.applications.accepted': 'Accepted',
    'admissions.applications.waitingList': 'Waiting list',
    'admissions.applications.refused': 'Not admitted or declined',
    'admissions.conversion.title': 'How far prospects go, by first origin',
    'admissions.conversion.help':
      'Prospects whose first lead falls in the period, by the origin of that lead; each stage counts those who reached it or went further, by their history or their current stage (imported prospects); “Not interested” and “Unreachable” count their current stage, as the list does.',
    'admissions.conversion.prospects': 'Prospects',
  },
} as const;

export type AdmissionsWordId = keyof (typeof admissionsWords)['en'];

/** A sentence of the dashboard: its id, and the values it is formatted with. */
export type Sentence = { id: AdmissionsWordId; values?: Record<string, string | number> };

/**
 * What the 48-hour box says around its table: whether anyone waits at all, how many wait for a
 * first answer however recent, and when the table lists only the longest waits.
 */
export function waitingSentences(
  waiting: AdmissionsDashboard['waiting'],
  duration: (hours: number) => string,
): Sentence[] {
  const { unanswered } = waiting;
  if (unanswered.total === 0) return [{ id: 'admissions.waiting.nobody' }];
  const all: Sentence = {
    id: 'admissions.waiting.unanswered',
    values: { count: unanswered.total, duration: duration(unanswered.longestHours) },
  };
  if (waiting.total === 0) return [{ id: 'admissions.waiting.noneLate' }, all];
  return waiting.total > waiting.oldest.length
    ? [all, { id: 'admissions.waiting.listed', values: { listed: waiting.oldest.length } }]
    : [all];
}

/**
 * What the first-answer box says when it has no row: no prospect in the period, none answered, or
 * only prospects answered before their history was kept (imported at a stage: no time to show).
 */
export function noAnswerSentence(prospectsInPeriod: number, answeredUndated = 0): Sentence {
  if (prospectsInPeriod === 0) return { id: 'admissions.period.noProspect' };
  return answeredUndated > 0
    ? { id: 'admissions.answer.undatedOnly', values: { count: answeredUndated } }
    : { id: 'admissions.answer.none', values: { count: prospectsInPeriod } };
}
