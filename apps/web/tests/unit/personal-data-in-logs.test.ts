import { describe, expect, it } from 'vitest';
import { personalDataInLogs } from '../support/personal-data-in-logs';

// The search the integration tests run over both apps' logs for one test person.
// An address unlike the names, so that each way of finding it is tried on its own.
const person = { email: 'Zed.Q+MBA@Example.org', phone: '+2348012345678', firstName: 'Ngozi', lastName: 'Okafor' };

describe('personalDataInLogs', () => {
  it('finds the lines that hold any of the person, however written', () => {
    const lines = [
      '{"msg":"mail sent","to":"zed.q+mba@example.org"}',
      'GET /admissions/privacy?email=Zed.Q%2BMBA%40Example.org 200',
      '{"msg":"x","to":"\uff3aed.q+mba@example. org."}',
      '{"msg":"lead","phone":"+234 801 234 5678"}',
      '{"msg":"lead","phone":"2348012345678"}',
      '{"msg":"lead","name":"NGOZI"}',
      "insert into leads values ('okafor')",
    ];
    expect(personalDataInLogs(['{"msg":"request","path":"/"}', lines.join('\n')], person)).toEqual(lines);
  });

  it('finds nothing in lines without them', () => {
    const logs = [
      '{"level":"info","msg":"lead delivered","key":"3f79bb7b435b05321651daefd374cdc681dc06faa65e374e38337b88ca046dea"}',
      '{"msg":"mail sent","to":"[email]","phone":"[phone]"}',
      '{"msg":"prospect erased","prospect":"k2l3m4","leads":2}\r\n{"msg":"request","ms":2348}',
    ];
    expect(personalDataInLogs(logs, person)).toEqual([]);
    expect(
      personalDataInLogs(logs.join('\n'), { email: person.email, phone: null, firstName: '', lastName: ' ' }),
    ).toEqual([]);
  });
});
