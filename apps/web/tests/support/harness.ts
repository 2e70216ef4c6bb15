import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { build, type Rollup } from 'vite';

const webDir = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Bundles `entry` (a module of tests/support/harness, with the site's `@/` imports) for the
 * browser with Vite, as one script that exposes the module's exports as `window.harness`.
 */
export async function bundleHarness(entry: string): Promise<string> {
  const output = (await build({
    configFile: false,
    root: webDir,
    logLevel: 'silent',
    resolve: { alias: { '@': `${webDir}src` } },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    mode: 'production',
    esbuild: { jsx: 'automatic', jsxDev: false },
    build: {
      write: false,
      minify: false,
      lib: { entry: `${webDir}tests/support/harness/${entry}`, formats: ['iife'], name: 'harness' },
    },
  })) as Rollup.RollupOutput[];
  const chunk = output[0]!.output.find((file): file is Rollup.OutputChunk => file.type === 'chunk');
  if (!chunk) throw new Error(`bundling ${entry} produced no script`);
  return chunk.code;
}

/** Loads a bundled harness in an empty page (one `#root` element). */
export async function openHarness(page: Page, script: string): Promise<void> {
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>harness</title></head><body><div id="root"></div></body></html>',
  );
  await page.addScriptTag({ content: script });
}
