import { stringify } from 'qs';
import { MIN_FILL_MS } from '@/lib/leads/form-token';
import { adminToken } from './admin';
import { decodeEntities as decode, eventually } from './site';
import { testEnv } from './env';

const attributes = (tag: string) =>
  Object.fromEntries([...tag.matchAll(/([\w$:-]+)="([^"]*)"/g)].map((m) => [m[1]!, decode(m[2]!)]));

/** A lead form as a browser without JavaScript sees it: where it posts, its hidden fields, its choices. */
export type OpenedForm = { url: string; hidden: Record<string, string>; html: string; openedAt: number };

export async function openForm(
  path: string,
  { base = testEnv.webUrl, cookie }: { base?: string; cookie?: string } = {},
): Promise<OpenedForm> {
  const response = await fetch(`${base}${path}`, { headers: cookie ? { cookie } : {} });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  const html = await response.text();
  // The lead form, not the search box of the header (a GET form of its own).
  const form = /<form(?![^>]*role="search")[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[0];
  if (!form) throw new Error(`${path} has no form`);
  const hidden = Object.fromEntries(
    [...form.matchAll(/<input[^>]*type="hidden"[^>]*>/g)]
      .map((m) => attributes(m[0]))
      .filter((a) => a.name)
      .map((a) => [a.name!, a.value ?? '']),
  );
  // The form posts to its own page (action="").
  return { url: `${base}${path}`, hidden, html, openedAt: Date.now() };
}

/** The values offered by a select of the form, without its empty first option. */
export function choicesOf(form: OpenedForm, name: string): string[] {
  const select = new RegExp(`<select[^>]*name="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(form.html)?.[1] ?? '';
  return [...select.matchAll(/<option[^>]*value="([^"]*)"/g)].map((m) => decode(m[1]!)).filter(Boolean);
}

/**
 * Resolves once a person could have filled a form shown at `openedAt`: the site refuses one sent
 * sooner (MIN_FILL_MS, 2 s after the page was served) as a script's.
 */
export async function untilAPersonCould(openedAt: number) {
  const wait = openedAt + MIN_FILL_MS + 100 - Date.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
}

/** The visitor must not send a form faster than a person can. */
export const waitLikeAPerson = (form: OpenedForm) => untilAPersonCould(form.openedAt);

/**
 * Forms opened before the tests that send them, so that the time a person needs for each
 * (MIN_FILL_MS) runs for all of them at once rather than one after another. `take(path)` gives a
 * form opened ahead once, the time passed, and opens a new one after: a test's second try sends a
 * form of its own.
 */
export function openAhead(paths: readonly string[], options: { cookie?: string } = {}) {
  const ahead = new Map<string, Promise<OpenedForm>[]>();
  for (const path of paths) {
    const form = openForm(path, options);
    // Awaited by `take`; a failure before then is not an unhandled one.
    form.catch(() => {});
    ahead.set(path, [...(ahead.get(path) ?? []), form]);
  }
  return {
    async take(path: string): Promise<OpenedForm> {
      const form = await (ahead.get(path)?.shift() ?? openForm(path, options));
      await waitLikeAPerson(form);
      return form;
    },
  };
}

/** Posts the form as a browser without JavaScript does (multipart, every hidden field); redirects not followed. */
export async function submitForm(
  form: OpenedForm,
  fields: Record<string, string>,
  { cookie }: { cookie?: string } = {},
) {
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...form.hidden, ...fields })) body.append(name, value);
  const response = await fetch(form.url, {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: { ...(cookie ? { cookie } : {}), origin: new URL(form.url).origin },
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

export type StoredLead = Record<string, unknown> & { documentId: string; email: string };

/** The leads an admissions officer sees in the admin for these e-mail addresses (content-manager API). */
export async function leadsByEmail(emails: string[]): Promise<StoredLead[]> {
  const token = await adminToken();
  const leads: StoredLead[] = [];
  // In batches: a thousand addresses in one URL would pass the server's header size limit.
  for (let start = 0; start < emails.length; start += 100) {
    const query = stringify(
      {
        filters: { email: { $in: emails.slice(start, start + 100) } },
        pageSize: 1000,
        populate: ['course', 'school', 'intake'],
      },
      { encodeValuesOnly: true },
    );
    const response = await fetch(`${testEnv.cmsUrl}/content-manager/collection-types/api::lead.lead?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`lead list: ${response.status} ${await response.text()}`);
    leads.push(...((await response.json()) as { results: StoredLead[] }).results);
  }
  return leads;
}

/** The one lead stored for this address, once delivery has brought it to the CMS (and never two). */
export const theLead = (email: string): Promise<StoredLead> =>
  eventually(async () => {
    const leads = await leadsByEmail([email]);
    if (leads.length !== 1) throw new Error(`${leads.length} leads for ${email}`);
    return leads[0]!;
  });
