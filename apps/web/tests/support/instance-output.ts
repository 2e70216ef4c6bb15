import type { ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';

/**
 * Under `npm test`, the file in the pass's folder where a process a test starts through the
 * scripts' own functions (Varnish, Prometheus: their `logFile`) keeps all it prints, searched as the
 * others are; `<name>.log`, appended to. Nothing (no file) outside `npm test`.
 */
export function instanceLogFile(name: string): string | undefined {
  const dir = process.env.TEST_INSTANCE_LOGS;
  return dir ? join(dir, `${name}.log`) : undefined;
}

/**
 * Keeps what a process started by a test (another site instance, a second CMS) prints: in
 * memory, for the test to search, and, under `npm test`, in `<name>.log` in the pass's folder
 * (TEST_INSTANCE_LOGS), which the run searches for personal data once the pass is over, as it
 * does the main CMS's and site's logs (scripts/lib/log-scan.mjs). Answers a reader of the output.
 */
export function keepOutput(child: ChildProcess, name: string): () => string {
  let output = '';
  const path = instanceLogFile(name);
  // Appended: a later instance may get the same port, hence the same name.
  const file = path ? createWriteStream(path, { flags: 'a' }) : null;
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    file?.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // Once the process has exited and its output is read to the end.
  child.once('close', () => file?.end());
  return () => output;
}
