import { formats, winston } from '@strapi/logger';
import { redactPersonalData } from '../src/utils/redact-personal-data';

// Strapi's own log lines (its error middleware logs a failed request's error, with a database
// error's statement and values) pass through the same mask as the CMS's (src/utils/log.ts).
const redact = winston.format((info) => {
  const entry = info as { message?: unknown; stack?: unknown };
  if (typeof entry.message === 'string') entry.message = redactPersonalData(entry.message);
  if (typeof entry.stack === 'string') entry.stack = redactPersonalData(entry.stack);
  return info;
});

export default {
  format: winston.format.combine(redact(), formats.prettyPrint({ colors: false })),
};
