import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One message the CMS wrote to its outbox: headers (decoded) and the text of each part. */
export interface Eml {
  file: string;
  headers: Record<string, string>;
  text: string;
  html: string;
}

// RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=), as nodemailer writes non-ASCII headers.
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, encoding: string, data: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? ''));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return headers;
}

function splitHead(raw: string): [string, string] {
  const at = raw.search(/\r?\n\r?\n/);
  return at < 0 ? [raw, ''] : [raw.slice(0, at), raw.slice(at).replace(/^\r?\n\r?\n/, '')];
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** Reads an .eml file written by nodemailer (a single part or multipart/alternative). */
export async function readEml(file: string): Promise<Eml> {
  const [head, body] = splitHead(await readFile(file, 'utf8'));
  const headers = parseHeaders(head);
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => {
          const [partHead, partBody] = splitHead(part.replace(/^\r?\n/, ''));
          const partHeaders = parseHeaders(partHead);
          return { type: partHeaders['content-type'] ?? '', content: decodeBody(partHeaders, partBody) };
        })
    : [{ type: headers['content-type'] ?? 'text/plain', content: decodeBody(headers, body) }];
  return {
    file,
    headers,
    text: parts.find((p) => p.type.startsWith('text/plain'))?.content ?? '',
    html: parts.find((p) => p.type.startsWith('text/html'))?.content ?? '',
  };
}

/** Every message in the outbox folder (none when it does not exist yet). */
export async function readOutbox(dir: string): Promise<Eml[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(
    names
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .map((name) => readEml(join(dir, name))),
  );
}
