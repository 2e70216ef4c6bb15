/** One message, in the shape Strapi's e-mail service sends. */
export interface LeadEmail {
  to: string;
  replyTo?: { name: string; address: string } | string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/** A visitor's name on one line: it goes into headers (subject, reply-to), where a line break would start a new header. */
export function oneLine(text: string): string {
  return text.replace(/[\r\n\t]+/g, ' ').trim();
}
