import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The token's key comes from the site's secret; nothing here reaches the CMS (every submission is refused first).
beforeEach(() => {
  vi.resetModules();
  Object.assign(process.env, {
    CMS_URL: 'http://cms.test',
    CMS_SERVICE_USERNAME: 'website',
    CMS_SERVICE_PASSWORD: 'secret-password',
    REVALIDATE_SECRET: 'a-revalidation-secret',
    PRIVACY_ERASE_SECRET: 'a-privacy-erase-secret',
    SITE_URL: 'http://localhost:3000',
  });
});
afterEach(() => vi.restoreAllMocks());

const PERSON = { firstName: 'Awa', lastName: 'Diop', email: 'awa.diop@example.org', country: 'SN', message: 'Bonjour' };

async function refusal(
  fields: Record<string, string>,
  { tokenAge = 5_000, token }: { tokenAge?: number; token?: string } = {},
) {
  const { takeLead } = await import('./intake');
  const { issueFormToken } = await import('./form-token');
  const lines: string[] = [];
  for (const level of ['info', 'warn', 'error'] as const)
    vi.spyOn(console, level).mockImplementation((line: unknown) => void lines.push(String(line)));
  const form = new FormData();
  form.set('formToken', token ?? issueFormToken(Date.now() - tokenAge));
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const result = await takeLead({
    type: 'contact',
    locale: 'fr',
    pagePath: '/contact',
    consentTexts: { consent: 'J’accepte…', marketingOptIn: 'J’accepte de recevoir…' },
    form,
    cookie: () => undefined,
    address: '203.0.113.9',
  });
  return { result, lines };
}

describe('a refused submission writes one log line: the form, the reason, the fields in error, nothing typed', () => {
  it.each([
    ['fields', { ...PERSON, email: 'awa.diop@' }, {}, 'info', { errors: { email: 'email', consent: 'consent' } }],
    ['token', { ...PERSON, consent: 'on' }, { token: '1.2.3' }, 'warn', { errors: { form: 'token' } }],
    ['too-fast', { ...PERSON, consent: 'on' }, { tokenAge: 100 }, 'warn', { errors: { form: 'tooFast' } }],
    ['robot', { ...PERSON, consent: 'on', leave_blank: 'http://spam.example' }, {}, 'warn', {}],
  ] as const)('%s', async (reason, fields, options, level, details) => {
    const { result, lines } = await refusal(fields, options);
    expect(result.kind).not.toBe('accepted');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toEqual({ level, msg: 'lead refused', form: 'contact', reason, ...details });
    for (const personal of ['Awa', 'Diop', 'awa.diop', '203.0.113.9']) expect(lines[0]).not.toContain(personal);
  });
});
