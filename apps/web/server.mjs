// The production server: the front door (server/main.ts), compiled by `npm run build` into .server/
// (docs/decisions/front-door.md).
try {
  await import('./.server/main.mjs');
} catch (error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !String(error.message).includes('.server/main.mjs')) throw error;
  console.error(JSON.stringify({ level: 'error', msg: 'no production build: run `npm run build` first' }));
  process.exit(1);
}
