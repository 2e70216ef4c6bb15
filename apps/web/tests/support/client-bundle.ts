import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The directory of the build's files the browser downloads (`.next/static`, or the tests' build's). */
const staticDir = () => join(process.cwd(), process.env.NEXT_DIST_DIR ?? '.next', 'static');

/** Each file the browser may download from the site's build, with its text. */
export function clientBundleFiles(): Array<{ file: string; text: string }> {
  return readdirSync(staticDir(), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      return { file, text: readFileSync(file, 'utf8') };
    });
}
