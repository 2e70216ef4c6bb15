import { createHash } from 'node:crypto';
import { createSerwistRoute } from '@serwist/turbopack';
import { workerConfig } from '@/service-worker/worker-config';

const config = workerConfig();

type Options = Parameters<typeof createSerwistRoute>[0];

/**
 * The offline pages join the precache list. Their HTML names this build's scripts, so their
 * revision is the list of those scripts: a new build precaches them again.
 */
const withOfflinePages: NonNullable<Options['manifestTransforms']>[number] = (entries) => {
  const revision = createHash('sha256')
    .update(entries.map((entry) => `${entry.url} ${entry.revision ?? ''}`).join('\n'))
    .digest('hex')
    .slice(0, 16);
  const offline = Object.values(config.offlinePages).map((url) => ({ url, revision, size: 0 }));
  return { manifest: [...entries, ...offline], warnings: [] };
};

// The service worker, bundled by esbuild when `next build` prerenders this route (Serwist's
// integration for Turbopack), served at /serwist/sw.js for the whole site (Service-Worker-Allowed: /).
export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: 'src/service-worker/sw.ts',
  useNativeEsbuild: true,
  manifestTransforms: [withOfflinePages],
  esbuildOptions: { sourcemap: false, define: { __WORKER_CONFIG__: JSON.stringify(config) } },
});
