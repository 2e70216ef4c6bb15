import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LeadRecord } from '@/lib/cms/resources/leads';
import { setProcessSlot } from '@/lib/process-slots';

const ERASE_SECRET = 'a-privacy-erase-secret';
const REVALIDATE_SECRET = 'a-revalidation-secret';
let dir = '';
const lines: string[] = [];

beforeEach(() => {
  vi.resetModules();
  // The outbox of this process is one (leadDelivery): a new one on a new folder for each test.
  setProcessSlot('leadDelivery', undefined);
  dir = mkdtempSync(join(tmpdir(), 'erase-route-'));
  Object.assign(process.env, {
    CMS_URL: 'http://cms.test',
    CMS_SERVICE_USERNAME: 'website',
    CMS_SERVICE_PASSWORD: 'secret-password',
    REVALIDATE_SECRET,
    PRIVACY_ERASE_SECRET: ERASE_SECRET,
    SITE_URL: 'http://localhost:3000',
    LEADS_OUTBOX_DIR: dir,
  });
  lines.length = 0;
  for (const level of ['info', 'warn', 'error'] as const)
    vi.spyOn(console, level).mockImplementation((line: string) => void lines.push(line));
});
afterEach(() => {
  vi.restoreAllMocks();
  setProcessSlot('leadDelivery', undefined);
  rmSync(dir, { recursive: true, force: true });
});

async function erase(body: string, secret = ERASE_SECRET) {
  const { POST } = await import('./route');
  const response = await POST(
    new Request('http://localhost:3000/api/privacy/erase', {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body,
    }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function waiting(...emails: string[]) {
  const { LeadOutbox } = await import('@/lib/leads/outbox');
  const box = new LeadOutbox(dir);
  for (const [n, email] of emails.entries())
    await box.append({ idempotencyKey: String(n).padStart(64, '0'), email, type: 'contact' } as LeadRecord);
  return box;
}

describe('POST /api/privacy/erase', () => {
  it("deletes the person's waiting leads and says how many, never whose", async () => {
    const box = await waiting('awa.diop@example.org', 'Awa.Diop@example.org', 'ngozi@example.org');
    expect(await erase(JSON.stringify({ email: 'AWA.DIOP@example.org.' }))).toEqual({
      status: 200,
      body: { erased: 2 },
    });
    expect(readdirSync(box.pendingDir)).toHaveLength(1);
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
      { level: 'info', msg: 'leads erased from the outbox', erased: 2 },
    ]);
  });

  it('answers 401 to any other secret, the revalidation one included', async () => {
    const box = await waiting('awa.diop@example.org');
    for (const secret of [REVALIDATE_SECRET, '', `${ERASE_SECRET}x`])
      expect(await erase(JSON.stringify({ email: 'awa.diop@example.org' }), secret)).toEqual({
        status: 401,
        body: { error: 'invalid secret' },
      });
    expect(readdirSync(box.pendingDir)).toHaveLength(1);
  });

  it.each(['', '{"email":', 'null', '[]', '{}', '{"email":42}', '{"email":"  "}', '{"mail":"awa@example.org"}'])(
    'answers 400, with what it expects, to the body %j',
    async (body) => {
      const answer = await erase(body);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(/\{"email": /);
    },
  );
});
