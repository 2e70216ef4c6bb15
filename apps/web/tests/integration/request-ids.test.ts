import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cmsLogLines } from '../support/cms-log';
import { eventually } from '../support/site';
import { testEnv } from '../support/env';

// One visitor's request followed from the site's log to the CMS's: the site gives each request an
// id, writes it in the request's log lines and sends it with the request's CMS calls, and the CMS
// writes it in its own lines for them.

type Line = Record<string, unknown>;

function siteLogLines(msg: string): Line[] {
  const file = process.env.TEST_WEB_LOG;
  if (!file) throw new Error('TEST_WEB_LOG is not set: run the integration tests through "npm test".');
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Line];
      } catch {
        return [];
      }
    })
    .filter((entry) => entry.msg === msg);
}

describe('request ids', () => {
  it('name a page’s request in the site’s log and its CMS calls in the CMS’s', async () => {
    // A course nobody has asked for: its page reads the CMS.
    const path = `/formations/nothing-${randomBytes(4).toString('hex')}`;
    expect((await fetch(`${testEnv.webUrl}${path}`)).status).toBe(404);
    const line = await eventually(async () => {
      const found = siteLogLines('request').find((entry) => entry.path === path);
      if (!found) throw new Error(`no request line for ${path} yet`);
      return found;
    });
    expect(line.requestId).toMatch(/^[0-9a-f-]{36}$/);
    const calls = cmsLogLines('request').filter((entry) => entry.requestId === line.requestId);
    expect(calls.map((entry) => entry.path)).toContain('/api/courses');
  });

  it('keep the id a proxy in front gave, when it is shaped like one, and replace one that is not', async () => {
    const given = `varnish-${randomBytes(6).toString('hex')}`;
    const path = `/formations/nothing-${randomBytes(4).toString('hex')}`;
    await fetch(`${testEnv.webUrl}${path}`, { headers: { 'x-request-id': given } });
    await fetch(`${testEnv.webUrl}${path}?again`, { headers: { 'x-request-id': 'a b<script>' } });
    const lines = await eventually(async () => {
      const found = siteLogLines('request').filter((entry) => entry.path === path);
      if (found.length < 2) throw new Error('not logged yet');
      return found;
    });
    expect(lines[0]!.requestId).toBe(given);
    expect(lines[1]!.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
