// Runs once when the server starts: checks the configuration and the CMS account, and sends the
// built-in texts to the CMS. Nothing here runs during `next build`.
export async function register() {
  // Next's own variable, which it replaces as it compiles this file for each runtime: the checks need Node's.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { duringNextBuild } = await import('./lib/env-schema');
  if (duringNextBuild()) return;
  const { checkStartup } = await import('./lib/startup');
  await checkStartup();
}
