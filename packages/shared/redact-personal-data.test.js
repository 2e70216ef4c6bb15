import { describe, expect, it } from 'vitest';
import { redactPersonalData } from './redact-personal-data.js';

describe('redactPersonalData', () => {
  it.each([
    ['awa.diop@example.com', '[email]'],
    ['lead from Awa.Diop+MBA@Example.COM refused', 'lead from [email] refused'],
    ['sène.ñoño@éxample.fr', '[email]'],
    ['\u0130lker@\u00f6rnek.com.tr, jos\u00e9@example.org', '[email], [email]'],
    // Full-width letters and @, as a visitor's keyboard may type them.
    ['\uff41wa\uff20example.com', '[email]'],
    ['ＭＡＲＩＥ＠example．fr', '[email]'],
    // Written into a URL.
    ['GET /admissions/privacy?email=awa.diop%40example.com&x=1', 'GET /admissions/privacy?email=[email]&x=1'],
    ['amina%40example.sn', '[email]'],
    ['"to":"<awa@example.com>"', '"to":"<[email]>"'],
    ['the end: awa@example.com.', 'the end: [email].'],
  ])('replaces the address in %j', (text, redacted) => {
    expect(redactPersonalData(text)).toBe(redacted);
  });

  it.each([
    ['+33612345678', '[phone]'],
    ['phone +33 6 12 34 56 78 given', 'phone [phone] given'],
    ['+1-202-555-0143', '[phone]'],
    ['+33.6.12.34.56.78', '[phone]'],
    ['+221.77.123.45.67', '[phone]'],
    ['+44\u00a020\u00a07946\u00a00958', '[phone]'],
    ['+2217712345', '[phone]'],
    ['+8613800138000', '[phone]'],
  ])('replaces the phone number in %j', (text, redacted) => {
    expect(redactPersonalData(text)).toBe(redacted);
  });

  it.each([
    '2026-03-14T09:26:53.589Z',
    '2026-03-14T09:26:53+02:00',
    'answered in 1234 ms',
    '3f79bb7b435b05321651daefd374cdc681dc06faa65e374e38337b88ca046dea',
    'http://127.0.0.1:3100/api/revalidate?tags=cms:course:fr',
    'https://www.example.org/formations/mba-finance',
    '@strapi/strapi@5.33.0 and next@16.4.6-canary.1',
    'tool@1.2.3',
    'an @ sign',
    '+33',
    '+123456 is too short for a phone',
    'lead refused: {"form":"contact","reason":"fields","errors":{"email":"email","phone":"phone"}}',
    'the address [email] is already redacted',
  ])('leaves %j as it is', (text) => {
    expect(redactPersonalData(text)).toBe(text);
  });
});
