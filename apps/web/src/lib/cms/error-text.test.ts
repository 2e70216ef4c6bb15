import { describe, expect, it } from 'vitest';
import { cmsErrorText } from './error-text';

const strapiError = (error: Record<string, unknown>) => ({ data: null, error });

describe('cmsErrorText', () => {
  it('says the error name and message', () => {
    expect(cmsErrorText(strapiError({ status: 404, name: 'NotFoundError', message: 'Not Found', details: {} }))).toBe(
      'NotFoundError: Not Found',
    );
    expect(
      cmsErrorText(
        strapiError({ status: 410, name: 'GoneError', message: 'the sender of this lead was erased after sending it' }),
      ),
    ).toBe('GoneError: the sender of this lead was erased after sending it');
  });

  it("names a validation error's refused fields, never their values", () => {
    const text = cmsErrorText(
      strapiError({
        status: 400,
        name: 'ValidationError',
        message: '2 errors occurred',
        details: {
          errors: [
            { path: ['email'], message: 'email must be a valid email', name: 'ValidationError', value: 'awa@example' },
            {
              path: ['lastName'],
              message: 'lastName must be a `string` type, but the final value was: `"Diop"`.',
              name: 'ValidationError',
              value: 'Diop',
            },
          ],
        },
      }),
    );
    expect(text).toBe(
      'ValidationError: 2 errors occurred (email: email must be a valid email; ' +
        'lastName: lastName must be a `string` type, but the final value was: `"[value]"`.)',
    );
    expect(text).not.toMatch(/awa|Diop/);
  });

  it('lists the one refused field by its path when its message is the error', () => {
    expect(
      cmsErrorText(
        strapiError({
          status: 400,
          name: 'ValidationError',
          message: 'No course has the documentId "Awa Diop"',
          details: {
            errors: [
              {
                path: ['course'],
                message: 'No course has the documentId "Awa Diop"',
                name: 'ValidationError',
                value: 'Awa Diop',
              },
            ],
          },
        }),
      ),
    ).toBe('ValidationError: No course has the documentId "[value]" (course)');
  });

  it('replaces values that sit elsewhere in the details, and nested ones', () => {
    expect(
      cmsErrorText(
        strapiError({
          status: 400,
          name: 'ValidationError',
          message: 'Ngozi Okafor is taken; so is +2348012345678',
          details: { value: { name: 'Ngozi Okafor', phone: '+2348012345678' } },
        }),
      ),
    ).toBe('ValidationError: [value] is taken; so is [value]');
  });

  it('reads nothing from an answer that is not a Strapi error', () => {
    for (const payload of [null, 'oops', { error: 'x' }, { error: { message: 3 } }, { data: [] }])
      expect(cmsErrorText(payload)).toBeUndefined();
  });
});
