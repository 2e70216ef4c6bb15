import { APPLICATION_STEPS, type StepKey } from '@horizon/shared/application-steps';
import type { LabelLocale } from '../../admissions/lead-labels';

// An application's answers as people read them, for the person's copy of their data and for the
// officer's side panel alike: each step and field under the label the site's form showed, a
// country by its name, a level in words, a date as written. Bundled into the admin too: it
// imports only the shared steps and types.

/** The words the site's application forms use (the interface texts' `application` branch; application-words.ts). */
export interface ApplicationWords {
  steps: Record<string, string>;
  fields: Record<string, string>;
  /** A choice's words by vocabulary (`levels`, `languageLevels`), then by value. */
  choices: Record<string, Record<string, string>>;
}

export interface AnsweredStep {
  key: StepKey;
  title: string;
  fields: Array<{ name: string; label: string; text: string }>;
}

/**
 * The steps answered, in the form's order, each with its answered fields in words; the stored
 * keys when `words` is null (the interface texts hold none yet). Unanswered fields and steps are left out.
 */
export function answersInWords(answers: unknown, locale: LabelLocale, words: ApplicationWords | null): AnsweredStep[] {
  if (typeof answers !== 'object' || answers === null) return [];
  const countries = new Intl.DisplayNames([locale], { type: 'region' });
  const days = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const country = (code: string) => {
    try {
      return countries.of(code) ?? code;
    } catch {
      return code;
    }
  };
  const day = (iso: string) => {
    const date = new Date(`${iso}T00:00:00Z`);
    return Number.isNaN(date.getTime()) ? iso : days.format(date);
  };
  const steps: AnsweredStep[] = [];
  for (const step of APPLICATION_STEPS) {
    const given = (answers as Record<string, Record<string, unknown> | undefined>)[step.key] ?? {};
    const fields = step.fields.flatMap((field) => {
      const value = given[field.name];
      if (typeof value !== 'string' || value === '') return [];
      const text =
        field.kind === 'country'
          ? country(value)
          : field.kind === 'choice'
            ? (words?.choices[field.vocabulary ?? 'levels']?.[value] ?? value)
            : field.kind === 'date'
              ? day(value)
              : value;
      return [{ name: field.name, label: words?.fields[field.name] ?? field.name, text }];
    });
    if (fields.length > 0) steps.push({ key: step.key, title: words?.steps[step.key] ?? step.key, fields });
  }
  return steps;
}
