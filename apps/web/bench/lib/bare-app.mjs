// The reference: a bare Next.js app generated into a temporary folder and built with the site's own
// next, react and react-dom (its node_modules), served the way the site is: a custom server that
// hands every request to Next's handler. Besides its static home page it has a cached page of any
// size (`/sized/<characters>`), rendered on its first request and kept in Next's page cache like the
// site's pages, so that a site page can be compared with a bare page of the same byte size, and a
// pass-through proxy for the requests that ask for it (`THROUGH_PROXY`).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { siteProcessEnv } from '../../server/process-env.mjs';
import { startServer } from './processes.mjs';
import { fetchPage } from './visitors.mjs';

const FILES = {
  'package.json': JSON.stringify({ name: 'bare-next', private: true, type: 'module' }),
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      lib: ['dom', 'dom.iterable', 'esnext'],
      strict: true,
      noEmit: true,
      module: 'esnext',
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
      isolatedModules: true,
      skipLibCheck: true,
      plugins: [{ name: 'next' }],
    },
    include: ['**/*.ts', '**/*.tsx'],
  }),
  'app/layout.tsx': `import type { ReactNode } from 'react';

export const metadata = { title: 'Page Next nue', description: 'La page de référence du banc de mesure.' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="fr">
      <body>{children}</body>
    </html>
  );
}
`,
  // Its favicon (a bare app from create-next-app has one), so that no 404 reaches the browser's console.
  'app/icon.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" fill="#123"/></svg>',
  'app/page.tsx': `export default function Page() {
  return (
    <main>
      <h1>Page Next nue</h1>
      <p>La page de référence du banc de mesure.</p>
    </main>
  );
}
`,
  'app/sized/[characters]/page.tsx': `// Rendered on its first request, then served from Next's page cache (as the site's pages are).
export const generateStaticParams = () => [];

const TEXT = 'Une page de référence dont la taille suit celle de la page du site comparée. ';

export default async function Sized({ params }: { params: Promise<{ characters: string }> }) {
  const characters = Math.min(2_000_000, Math.max(0, Number.parseInt((await params).characters, 10) || 0));
  const text = TEXT.repeat(Math.ceil(characters / TEXT.length)).slice(0, characters);
  const paragraphs = text.match(/[\\s\\S]{1,1000}/g) ?? [];
  return (
    <main>
      <h1>Page Next nue</h1>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </main>
  );
}
`,
  // A proxy that changes nothing, run only for requests that carry `x-bench-through-proxy`: the
  // same cached page measured with and without what Next's proxy costs by itself, which every site
  // with a proxy (the locale and device routing here) pays.
  'proxy.ts': `import { NextResponse } from 'next/server';

export default function proxy() {
  return NextResponse.next();
}

export const config = { matcher: [{ source: '/:path*', has: [{ type: 'header', key: 'x-bench-through-proxy' }] }] };
`,
  'server.mjs': `// Next's request handler and nothing else, in a custom server as the site's server.mjs is.
import { createServer } from 'node:http';
import next from 'next';

const app = next({ dev: false, dir: import.meta.dirname });
const handle = app.getRequestHandler();
await app.prepare();
createServer((req, res) => handle(req, res)).listen(Number(process.env.PORT), '127.0.0.1');
`,
};

/** The header that sends a request to the bare app through its pass-through proxy. */
export const THROUGH_PROXY = { 'x-bench-through-proxy': '1' };

/** The environment minus the site's build-folder setting, which would send this build elsewhere. */
export const withoutDistDir = (env) =>
  Object.fromEntries(Object.entries(env).filter(([name]) => name !== 'NEXT_DIST_DIR'));

/** Writes and builds the bare app; returns its folder. */
export function buildBareApp(webNodeModules) {
  const dir = mkdtempSync(join(tmpdir(), 'horizon-bare-next-'));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  // A symlink to the site's node_modules is refused by Turbopack (it resolves nothing outside the
  // app's workspace root), so the packages are hard-linked: no copy of the bytes, the same versions.
  try {
    execFileSync('cp', ['-al', webNodeModules, join(dir, 'node_modules')]);
  } catch {
    // Another file system: a real copy.
    execFileSync('cp', ['-a', webNodeModules, join(dir, 'node_modules')]);
  }
  execFileSync(process.execPath, [join(dir, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: dir,
    env: { ...withoutDistDir(process.env), NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return dir;
}

/** The bare app of `dir` served on `port`: `{ name, pid, stop, origin }`. */
export async function startBareApp(dir, name, port) {
  const origin = `http://127.0.0.1:${port}`;
  const server = await startServer({
    name,
    cwd: dir,
    script: 'server.mjs',
    // The site's process environment (its allocator setting): what is compared is what the site's
    // code adds, not how the process was started.
    env: { ...withoutDistDir(process.env), ...siteProcessEnv(), NODE_ENV: 'production', PORT: String(port) },
    readyUrl: origin,
  });
  return { ...server, origin };
}

/**
 * The bare page whose HTML is as large as `targetBytes`: its size grows linearly with the
 * characters it holds (the text, once in the HTML and once in the React payload), so two probes
 * give the line and one more request corrects for the paragraph breaks.
 */
export async function sameSizePath(origin, targetBytes) {
  const size = async (characters) => (await fetchPage(origin, `/sized/${characters}`)).bytes;
  const empty = await size(0);
  const probe = 20_000;
  const perCharacter = ((await size(probe)) - empty) / probe;
  let characters = Math.max(0, Math.round((targetBytes - empty) / perCharacter));
  characters = Math.max(0, Math.round(characters + (targetBytes - (await size(characters))) / perCharacter));
  return `/sized/${characters}`;
}
