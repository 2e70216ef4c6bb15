import { readFileSync } from 'node:fs';

// The CMS's own output, which `npm test` writes to a file (TEST_CMS_LOG): the CMS says there when
// work it does after answering is over (its log lines are JSON; Strapi's are not).

function logFile(): string {
  const file = process.env.TEST_CMS_LOG;
  if (!file) throw new Error('TEST_CMS_LOG is not set: run the integration tests through "npm test".');
  return file;
}

/** The CMS's JSON log lines with this `msg`, oldest first. */
export function cmsLogLines(msg: string): Array<Record<string, unknown>> {
  return readFileSync(logFile(), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    })
    .filter((entry) => entry.msg === msg);
}
