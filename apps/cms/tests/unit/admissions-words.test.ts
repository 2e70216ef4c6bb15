import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import {
  admissionsWords,
  noAnswerSentence,
  waitingSentences,
  type Sentence,
} from '../../src/features/admissions-dashboard/admin/admissions-words';

// What the admissions dashboard says, formatted as the admin formats it (ICU messages), in both
// languages: each box states what it counts, and its empty case says why it is empty.

type Language = keyof typeof admissionsWords;
const read = (language: Language, sentences: Sentence[]) =>
  sentences.map(({ id, values }) =>
    String(new IntlMessageFormat(admissionsWords[language][id], language).format(values)),
  );
const hours = (language: Language) => (h: number) =>
  h < 48 ? `${h} h` : `${Math.floor(h / 24)} ${language === 'fr' ? 'j' : 'd'}`;
const waiting = (total: number, listed: number, unanswered: number, longestHours: number) => ({
  total,
  oldest: Array.from({ length: listed }, (_, i) => ({
    documentId: `p${i}`,
    firstName: null,
    lastName: null,
    email: `p${i}@example.com`,
    school: '',
    firstLeadAt: '2026-11-20T09:00:00.000Z',
    waitingHours: 60,
  })),
  unanswered: { total: unanswered, longestHours },
});

describe('the admissions dashboard’s words', () => {
  it('with 38 prospects from today and none answered, says nobody has waited 48 hours, not that all were answered', () => {
    const today = waiting(0, 0, 38, 5);
    expect(read('fr', waitingSentences(today, hours('fr')))).toEqual([
      'Personne n’attend depuis plus de 48 heures.',
      '38 prospects attendent une première réponse, depuis 5 h au plus.',
    ]);
    expect(read('en', waitingSentences(today, hours('en')))).toEqual([
      'Nobody has waited more than 48 hours.',
      '38 prospects are waiting for a first answer, the longest for 5 h.',
    ]);
  });

  it('says everybody has had an answer only when no prospect is still at “New”', () => {
    expect(read('fr', waitingSentences(waiting(0, 0, 0, 0), hours('fr')))).toEqual([
      'Personne n’attend de réponse : chaque prospect a quitté l’étape « Nouveau ».',
    ]);
    expect(read('en', waitingSentences(waiting(0, 0, 0, 0), hours('en')))).toEqual([
      'Nobody is waiting for an answer: every prospect has moved on from “New”.',
    ]);
  });

  it('counts every prospect waiting beside the late ones, and says when the table lists only the longest waits', () => {
    expect(read('en', waitingSentences(waiting(1, 1, 1, 60), hours('en')))).toEqual([
      '1 prospect is waiting for a first answer, the longest for 2 d.',
    ]);
    expect(read('fr', waitingSentences(waiting(140, 100, 152, 400), hours('fr')))).toEqual([
      '152 prospects attendent une première réponse, depuis 16 j au plus.',
      'Les 100 attentes les plus longues sont listées.',
    ]);
  });

  it('tells an empty period from a period whose prospects have had no answer yet', () => {
    expect(read('en', [noAnswerSentence(0)])).toEqual(['No prospect made their first request in the period.']);
    expect(read('fr', [noAnswerSentence(1)])).toEqual([
      'Le seul prospect dont la première demande tombe dans la période n’a pas encore eu de réponse.',
    ]);
    expect(read('en', [noAnswerSentence(7)])).toEqual([
      'None of the 7 prospects whose first lead falls in the period has had an answer yet.',
    ]);
    // Answered before their history was kept (imported at a stage): never "no answer yet".
    expect(read('fr', [noAnswerSentence(27130, 4019)]).map((text) => text.replace(/\u202f/g, ' '))).toEqual([
      '4 019 prospects de la période ont eu une réponse, mais sa date n’est pas dans leur historique (importés à cette étape) : aucun délai à montrer.',
    ]);
  });

  it('has every sentence in both languages, with the same values to fill in', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)[,}]/g)].map(([, name]) => name).sort();
    expect(Object.keys(admissionsWords.fr).sort()).toEqual(Object.keys(admissionsWords.en).sort());
    for (const [id, english] of Object.entries(admissionsWords.en))
      expect(placeholders(admissionsWords.fr[id as keyof typeof admissionsWords.fr]), id).toEqual(
        placeholders(english),
      );
  });

  it('writes the counts in its box titles with the language’s thousands separator', () => {
    const title = (language: Language, id: 'admissions.waiting.title' | 'admissions.retention.title') =>
      String(new IntlMessageFormat(admissionsWords[language][id], language).format({ count: 16969 }));
    expect(title('fr', 'admissions.waiting.title').replace(/\u202f/g, ' ')).toBe(
      'Sans réponse depuis plus de 48 heures (16 969)',
    );
    expect(title('en', 'admissions.retention.title')).toBe('To be erased within a month (16,969)');
  });
});
