// The site's layers (docs/decisions/site-layers.md), top first: a folder of src/ imports only from
// the folders after it in this list. Read by eslint.config.mjs (each import as it is written) and
// tests/unit/import-layers.test.ts (the whole graph: folders and files, no cycle).
export const SITE_LAYERS = ['app', 'blocks', 'components', 'service-worker', 'lib', 'i18n', 'styles'];
