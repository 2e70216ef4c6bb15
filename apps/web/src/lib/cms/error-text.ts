/** One refused field of a Strapi validation error (`error.details.errors[]`). */
type FieldError = { path?: unknown; message?: unknown; value?: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The texts a refused value holds (a string, a number, or those inside an array or object). */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string' || typeof value === 'number') return [String(value)];
  if (isRecord(value)) return Object.values(value).flatMap(textsOf);
  return [];
}

/** The texts of every `value` in an error's details, at any depth (Strapi's and the CMS's own errors). */
const refusedValues = (details: unknown): string[] =>
  isRecord(details)
    ? Object.entries(details).flatMap(([key, field]) => (key === 'value' ? textsOf(field) : refusedValues(field)))
    : [];

/** `message` with each refused value it quotes replaced, longest first (a value may hold another). */
function withoutValues(message: string, values: readonly string[]): string {
  return [...values]
    .filter((value) => value.trim().length > 1)
    .sort((a, b) => b.length - a.length)
    .reduce((text, value) => text.replaceAll(value, '[value]'), message);
}

/**
 * What an error answer of the CMS says, for the site's log and its dead-letter folder: the error's
 * name and message and, for a validation error, each refused field's path with its message
 * (`ValidationError: 2 errors occurred (email: email must be a valid email; phone: …)`). Never the
 * values: Strapi puts each refused value in its details (`value`), and a lead's values are what a
 * visitor typed; a message that quotes one has it replaced with `[value]`. Undefined when the
 * answer is not in Strapi's error format.
 */
export function cmsErrorText(payload: unknown): string | undefined {
  const error = isRecord(payload) ? payload.error : undefined;
  if (!isRecord(error) || typeof error.message !== 'string') return undefined;
  const details = isRecord(error.details) ? error.details : {};
  const fields = (Array.isArray(details.errors) ? details.errors : []).filter(isRecord) as FieldError[];
  const values = refusedValues(details);
  const message = withoutValues(error.message, values);
  const name = typeof error.name === 'string' ? `${error.name}: ` : '';
  const paths = fields.map((field) => (Array.isArray(field.path) ? field.path.join('.') : '') || '(body)');
  const only = fields.length === 1 && fields[0]!.message === error.message;
  const list = fields.map((field, index) =>
    only || typeof field.message !== 'string'
      ? paths[index]
      : `${paths[index]}: ${withoutValues(field.message, values)}`,
  );
  return `${name}${message}${list.length > 0 ? ` (${list.join('; ')})` : ''}`;
}
