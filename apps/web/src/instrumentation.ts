// Runs once when the server starts: registers the tracer when traces are sent somewhere, checks
// the configuration and the CMS account, and sends the built-in texts to the CMS. Nothing here
// runs during `next build`.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
    const { startTracing } = await import('./lib/tracing/start-tracing');
    startTracing('horizon-site');
  }
  const { checkStartup } = await import('./lib/startup');
  await checkStartup();
}
