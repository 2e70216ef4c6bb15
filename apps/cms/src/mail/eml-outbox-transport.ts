import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

// The parts of nodemailer's message that a transport uses (nodemailer's own transports read the same).
interface BuiltMessage {
  createReadStream(): NodeJS.ReadableStream;
  messageId(): string;
  getEnvelope(): { from: string | false; to: string[] };
}

interface SentInfo {
  envelope: { from: string | false; to: string[] };
  messageId: string;
  path: string;
}

/** A nodemailer transport object: `nodemailer.createTransport()` takes it instead of SMTP options. */
export interface EmlOutboxTransport {
  name: string;
  version: string;
  /** The folder the messages are written to (read by the erasure of a person's data). */
  dir: string;
  send(mail: { message: BuiltMessage }, callback: (error: Error | null, info?: SentInfo) => void): void;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}

async function writeEml(dir: string, message: BuiltMessage): Promise<SentInfo> {
  await mkdir(dir, { recursive: true });
  const raw = await readAll(message.createReadStream());
  // Names sort by time of sending; the random part keeps two messages of one millisecond apart.
  const target = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
  // Written aside then renamed, so that whoever watches the folder never reads half a message.
  await writeFile(`${target}.part`, raw);
  await rename(`${target}.part`, target);
  return { envelope: message.getEnvelope(), messageId: message.messageId(), path: target };
}

/**
 * Writes each message as an .eml file into `dir` instead of sending it, so that the CMS runs
 * without a mail server and anyone can open what it would have sent. The object is copied
 * when Strapi merges its configuration, so `send` closes over `dir` rather than using `this`.
 */
export function emlOutboxTransport(dir: string): EmlOutboxTransport {
  return {
    name: 'eml-outbox',
    version: '1.0.0',
    dir,
    send(mail, callback) {
      writeEml(dir, mail.message).then(
        (info) => callback(null, info),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  };
}

/** The folder where the CMS writes its e-mails, or null when it sends them by SMTP (nothing kept on disk). */
export function emlOutboxDir(strapi: { config: { get(path: string): unknown } }): string | null {
  const options = strapi.config.get('plugin::email.providerOptions') as Partial<EmlOutboxTransport> | undefined;
  return options?.name === 'eml-outbox' && typeof options.dir === 'string' ? options.dir : null;
}
