// Runs once when the server starts: checks the configuration and the CMS account, and sends the
// built-in texts to the CMS. Nothing here runs during `next build`.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { checkStartup } = await import('./lib/startup');
  await checkStartup();
}
