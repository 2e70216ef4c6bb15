import { errors } from '@strapi/utils';

export interface FieldError {
  path: string[];
  message: string;
  value?: unknown;
}

/**
 * A 400 in the shape Strapi gives its own validation errors (`details.errors[]` with path,
 * message and name), so that a client reads every rejection the same way.
 */
export function validationError(fieldErrors: readonly FieldError[]): errors.ValidationError {
  const [first, ...others] = fieldErrors;
  const message = first && others.length === 0 ? first.message : `${fieldErrors.length} errors occurred`;
  return new errors.ValidationError(message, { errors: fieldErrors.map((e) => ({ ...e, name: 'ValidationError' })) });
}
