import type { NextConfig } from 'next';
import { fileURLToPath } from 'node:url';
import { withSerwist } from '@serwist/turbopack';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/lib/dictionary/request-config.ts');

// `npm test` builds into a folder it deletes before its next run, after its own type check of the
// same files (`tsc --noEmit`): that build skips Next's second check (49 s) and the Turbopack cache
// that no later build reads (24 s).
const throwawayBuild = process.env.NEXT_THROWAWAY_BUILD === '1';

// The repository's root: the site imports @horizon/shared, a link to packages/shared, and
// Turbopack reads no file outside its root (docs/decisions/shared-package.md). The image builds
// from the same layout (apps/web/Dockerfile).
const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The proxy answers trailing slashes with the 301 of requirements 2.4 (Next's own redirect is a 308).
  skipTrailingSlashRedirect: true,
  // The test run builds into its own folder so that its cache never mixes with a local site's.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // The page cache: Next's file system, or Redis shared by the instances when REDIS_URL is set at
  // start; keeps no 404 (see the file).
  cacheHandler: fileURLToPath(new URL('./.server/page-cache-handler.mjs', import.meta.url)),
  typescript: { ignoreBuildErrors: throwawayBuild },
  turbopack: { root: repositoryRoot },
  outputFileTracingRoot: repositoryRoot,
  experimental: {
    turbopackFileSystemCacheForBuild: !throwawayBuild,
    // Lead forms are the only server actions; server.mjs refuses larger bodies with a 413 first.
    serverActions: { bodySizeLimit: '64kb' },
    // The proxy reads a body it may pass on up to this size: an applicant's document sent whole
    // without JavaScript is 10 MB at most (server/request-checks.ts bounds it first).
    proxyClientMaxBodySize: '11mb',
    // libvips keeps the results of its last operations in memory (up to 50 MB); Next keeps every
    // optimized image on disk already (docs/decisions/process-memory.md).
    imgOptOperationCache: false,
  },
  images: {
    // CMS media are served through this site (/uploads/…), see src/app/uploads.
    localPatterns: [{ pathname: '/uploads/**' }],
    deviceSizes: [390, 640, 828, 1080, 1440, 1920],
    imageSizes: [64, 128, 256, 384],
  },
};

// withSerwist keeps esbuild, which builds the service worker (src/app/serwist), out of the server bundle.
export default withSerwist(withNextIntl(nextConfig));
