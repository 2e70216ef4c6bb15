import { afterEach, describe, expect, it, vi } from 'vitest';
import { log as siteLog } from '@/lib/log';
import { emailAddresses, phoneNumbers } from '@/lib/personal-data-patterns.mjs';
import { setProcessSlot } from '@/lib/process-slots';
import { log as cmsLog } from '../../../cms/src/utils/log';
import {
  emailAddresses as cmsEmailAddresses,
  phoneNumbers as cmsPhoneNumbers,
} from '../../../cms/src/utils/personal-data-patterns';
import { withRequestId } from '../../../cms/src/utils/request-id';
import { freshRequestState, publishTestFrontDoor } from '../support/front-door-context';

// One operator reads both apps' logs with one set of queries and alerts (README, "Logs"), and
// `npm test` scans both with the site's patterns: the site owns the line's shape and what counts
// as personal data, and the CMS's copy is held equal here (docs/decisions/two-apps.md).

afterEach(() => {
  vi.restoreAllMocks();
  setProcessSlot('frontDoor', undefined);
});

/** What each app's `log` writes for the same event, read back as JSON. */
function linesFor(level: 'info' | 'warn' | 'error', msg: string, fields: Record<string, unknown>, requestId: string) {
  const written: string[] = [];
  vi.spyOn(console, level).mockImplementation((line: string) => void written.push(line));
  const { requests } = publishTestFrontDoor();
  requests.run(freshRequestState({ requestId }), () => siteLog(level, msg, fields));
  withRequestId(requestId, () => cmsLog(level, msg, fields));
  expect(written).toHaveLength(2);
  return { site: written[0]!, cms: written[1]! };
}

const people = [
  'marie.dupont@example.fr',
  'ＭＡＲＩＥ＠example．fr',
  'amina%40example.sn',
  'jo+promo@sub.example.co.uk',
  'ñandú@correo.example.ar',
  '+33 6 12 34 56 78',
  '+221.77.123.45.67',
  '+8613800138000',
];
const noPeople = ['tool@1.2.3', 'an @ sign', '+33', 'lead 42 delivered', '2026-11-28T07:00:00.000Z'];

describe('the log line both apps write', () => {
  it('masks with the same patterns on both sides', () => {
    expect(cmsEmailAddresses().source).toBe(emailAddresses().source);
    expect(cmsEmailAddresses().flags).toBe(emailAddresses().flags);
    expect(cmsPhoneNumbers().source).toBe(phoneNumbers().source);
    expect(cmsPhoneNumbers().flags).toBe(phoneNumbers().flags);
  });

  it('is the same line for the same event: level, message, request id, fields, masks at any depth', () => {
    for (const level of ['info', 'warn', 'error'] as const) {
      const fields = {
        leadId: 42,
        attempt: 2,
        delivered: false,
        reason: `refused ${people[0]} and ${people[5]}`,
        nested: { list: [...people, ...noPeople], at: new Date(Date.UTC(2026, 10, 28, 7)) },
      };
      const { site, cms } = linesFor(level, `lead for ${people[1]} failed`, fields, 'request-1234');
      expect(JSON.parse(cms)).toEqual(JSON.parse(site));
      const line = JSON.parse(site) as Record<string, unknown>;
      expect(Object.keys(line).slice(0, 3)).toEqual(['level', 'msg', 'requestId']);
      expect(line).toMatchObject({ level, msg: 'lead for [email] failed', requestId: 'request-1234' });
      for (const person of people) {
        expect(site).not.toContain(person);
        expect(cms).not.toContain(person);
      }
      for (const kept of noPeople) expect(site).toContain(kept);
    }
  });
});
