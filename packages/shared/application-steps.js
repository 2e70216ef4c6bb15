// The steps of an online application and the rules of their fields: the CMS refuses what breaks
// them (apps/cms/src/features/applications), the site draws each step's form from them
// (apps/web/src/components/application) and checks a field as it is left. One list for both: a
// field the site asks for and the CMS does not keep would be lost.

const LEVELS = ['secondary-final', 'bac', 'bac+1', 'bac+2', 'bac+3', 'bac+4', 'bac+5'];
const LANGUAGE_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'native'];

/** The steps a student fills, in order; the review comes after them. */
export const APPLICATION_STEPS = [
  {
    key: 'identity',
    fields: [
      { name: 'firstName', kind: 'text', max: 100, required: true, autocomplete: 'given-name' },
      { name: 'lastName', kind: 'text', max: 100, required: true, autocomplete: 'family-name' },
      { name: 'birthDate', kind: 'date', required: true, autocomplete: 'bday' },
      { name: 'nationality', kind: 'country', required: true },
      { name: 'residence', kind: 'country', required: true, autocomplete: 'country' },
      { name: 'phone', kind: 'phone', required: true, autocomplete: 'tel' },
    ],
  },
  {
    key: 'studies',
    fields: [
      { name: 'currentLevel', kind: 'choice', choices: LEVELS, vocabulary: 'levels', required: true },
      { name: 'lastDiploma', kind: 'text', max: 200, required: true },
      { name: 'institution', kind: 'text', max: 200, required: true, autocomplete: 'organization' },
      { name: 'institutionCountry', kind: 'country', required: true },
      { name: 'graduationYear', kind: 'year', required: true },
    ],
  },
  {
    key: 'language',
    fields: [
      { name: 'frenchLevel', kind: 'choice', choices: LANGUAGE_LEVELS, vocabulary: 'languageLevels', required: true },
      { name: 'englishLevel', kind: 'choice', choices: LANGUAGE_LEVELS, vocabulary: 'languageLevels', required: true },
      { name: 'languageTest', kind: 'text', max: 200, required: false },
    ],
  },
];

export const stepOf = (key) => APPLICATION_STEPS.find((step) => step.key === key) ?? null;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const PHONE = /^\+[1-9][0-9]{6,14}$/;

/** One field's value as typed, cleaned, or the reason it is refused. */
export function checkField(field, typed, today = new Date().toISOString().slice(0, 10)) {
  const value = typeof typed === 'string' ? typed.trim() : '';
  if (value === '') return field.required ? { error: 'required' } : { value: '' };
  switch (field.kind) {
    case 'text':
      return value.length > field.max ? { error: 'tooLong' } : { value };
    case 'date': {
      // 30 February is refused, not read as 2 March.
      const day = DATE.test(value) ? new Date(`${value}T00:00:00Z`) : null;
      const valid = day !== null && !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
      return valid && value < today && value > '1900-01-01' ? { value } : { error: 'date' };
    }
    case 'country':
      return /^[A-Za-z]{2}$/.test(value) ? { value: value.toUpperCase() } : { error: 'invalid' };
    case 'phone': {
      const stored = value.replace(/[\s.()-]/g, '');
      return PHONE.test(stored) ? { value: stored } : { error: 'phone' };
    }
    case 'choice':
      return field.choices.includes(value) ? { value } : { error: 'invalid' };
    case 'year': {
      const year = Number(value);
      const now = Number(today.slice(0, 4));
      return Number.isInteger(year) && year >= 1950 && year <= now + 6 ? { value: String(year) } : { error: 'year' };
    }
    default:
      return { error: 'invalid' };
  }
}

/**
 * A step's fields as sent (strings by name): the values kept and the errors by field. Fields not
 * sent are left out of both (a field saved alone as it is left keeps the others).
 */
export function checkStep(step, sent, { partial = false, today } = {}) {
  const values = {};
  const errors = {};
  for (const field of step.fields) {
    if (partial && !(field.name in sent)) continue;
    const checked = checkField(field, sent[field.name], today);
    if ('error' in checked) errors[field.name] = checked.error;
    else values[field.name] = checked.value;
  }
  return { values, errors };
}

/** The required fields still empty or refused, step by step: what keeps the application from being sent. */
export function missingFields(answers, today) {
  return APPLICATION_STEPS.flatMap((step) => {
    const { errors } = checkStep(step, answers?.[step.key] ?? {}, { today });
    return Object.keys(errors).map((field) => ({ step: step.key, field }));
  });
}
