// The reference: a bare Next.js app generated into a temporary folder and built with the site's own
// next, react and react-dom (its node_modules), served the way the site is: a custom server that
// hands every request to Next's handler. Besides its static home page it has a cached page of any
// size (`/sized/<characters>`), rendered on its first request and kept in Next's page cache like the
// site's pages, so that a site page can be compared with a bare page of the same byte size, a
// pass-through proxy for the requests that ask for it (`THROUGH_PROXY`), and, when it is given one of
// the site's pictures, the same-picture page (`PICTURE_PATH`): that picture drawn as the site draws
// its home hero, through Next's image optimizer with the site's image sizes. Every answer carries
// the site's security headers (`securityHeadersModule`), so that a comparison measures the site's
// pages, not a header the reference lacks.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { siteProcessEnv } from '../../server/process-env.mjs';
import { startServer } from './processes.mjs';
import { sameContentFiles } from './same-content.mjs';
import { siteEnvFile } from './site.mjs';
import { fetchPage } from './visitors.mjs';

/** Where the bare app draws the site's picture (see `pictureFiles`). */
export const PICTURE_PATH = '/picture';

const FILES = {
  // The site's image settings (apps/web/next.config.ts), so that the same picture has the same
  // srcset here, and a phone asks for the same width, optimized the same way (perf.mjs checks both).
  'next.config.mjs': `export default {
  images: {
    localPatterns: [{ pathname: '/uploads/**' }],
    deviceSizes: [390, 640, 828, 1080, 1440, 1920],
    imageSizes: [64, 128, 256, 384],
  },
};
`,
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
      resolveJsonModule: true,
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
  'server.mjs': `// Next's request handler and nothing else, in a custom server as the site's server.mjs is, with
// the site's security headers on every answer (security-headers.mjs: the site's own code).
import { createServer } from 'node:http';
import next from 'next';
import { headersFor, securityHeaders } from './security-headers.mjs';

const port = Number(process.env.PORT);
// The addresses the site's headers name (its CSP's frame-ancestors: the CMS admin), the site's own.
const headers = securityHeaders({
  SITE_URL: \`http://127.0.0.1:\${port}\`,
  CMS_URL: process.env.CMS_URL,
  CMS_ADMIN_URL: process.env.CMS_ADMIN_URL,
});
const app = next({ dev: false, dir: import.meta.dirname });
const handle = app.getRequestHandler();
await app.prepare();
createServer((req, res) => {
  // Set before Next answers, as the site completes the head with those the answer did not set.
  for (const [name, value] of Object.entries(headersFor(req, headers))) res.setHeader(name, value);
  return handle(req, res);
}).listen(port, '127.0.0.1');
`,
};

/**
 * The site's security headers as the bare app's server imports them: `server/response-headers.ts`
 * (`securityHeaders`, and `headersFor`, which leaves the document-only ones off the build's files
 * and the optimized pictures) compiled to one module, its packages (Next's) left to the bare app's
 * node_modules. The same Content-Security-Policy, COOP, nosniff, referrer and permissions policies
 * (HSTS only on HTTPS, as on the site). The CSP breaks nothing on the bare pages: Next's inline
 * scripts and the same-content pages' inline styles are allowed by the site's own `'unsafe-inline'`.
 */
function securityHeadersModule() {
  const { outputFiles } = buildSync({
    entryPoints: [fileURLToPath(new URL('../../server/response-headers.ts', import.meta.url))],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    write: false,
    logLevel: 'warning',
  });
  return outputFiles[0].text;
}

/** The header that sends a request to the bare app through its pass-through proxy. */
export const THROUGH_PROXY = { 'x-bench-through-proxy': '1' };

/** The environment minus the site's build-folder setting, which would send this build elsewhere. */
export const withoutDistDir = (env) =>
  Object.fromEntries(Object.entries(env).filter(([name]) => name !== 'NEXT_DIST_DIR'));

/**
 * The same-picture page's files: the picture's original bytes in `public/uploads/<file>` (the path
 * the site serves its CMS uploads under, so that the optimizer's URLs are the site's, character for
 * character) and a page that draws it as the site's home hero does (`components/home/hero.tsx` with
 * `ServerImage`): `next/image`'s props for a `fill` picture of `sizes`, eager, `fetchpriority=high`
 * and preloaded from the head, in a block as high as the hero's on a phone, a heading over it; no
 * stylesheet (the styles inline), as on the bare page.
 */
function pictureFiles({ file, bytes, sizes }) {
  return {
    [`public/uploads/${file}`]: bytes,
    [`app${PICTURE_PATH}/page.tsx`]: `import { getImageProps } from 'next/image';
import { preload } from 'react-dom';

export default function Picture() {
  const { props } = getImageProps({
    src: ${JSON.stringify(`/uploads/${file}`)},
    alt: '',
    fill: true,
    sizes: ${JSON.stringify(sizes)},
    loading: 'eager',
    fetchPriority: 'high',
  });
  preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' });
  // As the site's ServerImage: without next/image's decoding="async" and color: transparent.
  const { style, decoding, ...attributes } = props;
  const { color, ...position } = style ?? {};
  void decoding;
  void color;
  return (
    <main>
      <section
        style={{
          position: 'relative',
          isolation: 'isolate',
          minHeight: 'clamp(22rem, 55vh, 34rem)',
          display: 'flex',
          alignItems: 'flex-end',
          color: '#fff',
          background: '#14213d',
        }}
      >
        <img {...attributes} style={{ ...position, objectFit: 'cover', zIndex: -1 }} />
        <h1 style={{ padding: '1rem' }}>Page Next nue</h1>
      </section>
      <p>La page de référence du banc de mesure, avec l’image de la page d’accueil du site.</p>
    </main>
  );
}
`,
  };
}

/**
 * Writes and builds the bare app; returns its folder. With `picture` (`{ file, bytes, sizes }`: an
 * upload's name, its original bytes, the `sizes` the site draws it with), the same-picture page too.
 */
export function buildBareApp(webNodeModules, { picture, sameContent } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'horizon-bare-next-'));
  const files = {
    ...FILES,
    'security-headers.mjs': securityHeadersModule(),
    ...(picture ? pictureFiles(picture) : {}),
    ...(sameContent ? sameContentFiles(sameContent.contents, sameContent.originals) : {}),
  };
  for (const [file, text] of Object.entries(files)) {
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

/**
 * The bare app of `dir` served on `port`: `{ name, pid, stop, origin }`. Its security headers name
 * the CMS addresses of the site's `.env.local`, as the site's do.
 */
export async function startBareApp(dir, name, port) {
  const { CMS_URL, CMS_ADMIN_URL } = siteEnvFile();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startServer({
    name,
    cwd: dir,
    script: 'server.mjs',
    // The site's process environment (its allocator setting): what is compared is what the site's
    // code adds, not how the process was started.
    env: {
      ...withoutDistDir(process.env),
      ...siteProcessEnv(),
      ...(CMS_URL ? { CMS_URL } : {}),
      ...(CMS_ADMIN_URL ? { CMS_ADMIN_URL } : {}),
      NODE_ENV: 'production',
      PORT: String(port),
    },
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
