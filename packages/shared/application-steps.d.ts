export type FieldKind = 'text' | 'date' | 'country' | 'phone' | 'choice' | 'year';
export type FieldError = 'required' | 'tooLong' | 'date' | 'invalid' | 'phone' | 'year';

export interface ApplicationField {
  name: string;
  kind: FieldKind;
  required: boolean;
  max?: number;
  choices?: readonly string[];
  /** Where a choice's labels are, in the site's dictionary (`application.<vocabulary>.<value>`). */
  vocabulary?: 'levels' | 'languageLevels';
  autocomplete?: string;
}

export interface ApplicationStep {
  key: 'identity' | 'studies' | 'language';
  fields: readonly ApplicationField[];
}

export type StepKey = ApplicationStep['key'];
export type StepValues = Record<string, string>;
/** What a student entered, step by step. */
export type ApplicationAnswers = Partial<Record<StepKey, StepValues>>;

/** The steps a student fills, in order (identity, studies so far, languages); the review comes after them. */
export const APPLICATION_STEPS: readonly ApplicationStep[];

export function stepOf(key: string): ApplicationStep | null;

/** One field's value as typed, cleaned (a phone as stored, a country upper-case), or why it is refused; `today` an ISO day. */
export function checkField(
  field: ApplicationField,
  typed: unknown,
  today?: string,
): { value: string; error?: never } | { error: FieldError; value?: never };

/** A step's fields as sent: the values kept and the errors by field; `partial`: only the fields sent. */
export function checkStep(
  step: ApplicationStep,
  sent: Record<string, unknown>,
  options?: { partial?: boolean; today?: string },
): { values: StepValues; errors: Record<string, FieldError> };

/** The required fields still empty or refused: what keeps the application from being sent. */
export function missingFields(
  answers: ApplicationAnswers | null | undefined,
  today?: string,
): Array<{ step: StepKey; field: string }>;
