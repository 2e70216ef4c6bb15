import { audit, closeBrowsers } from './lib/lighthouse.mjs';
const [throttling, ...urls] = process.argv.slice(2);
for (const url of urls) {
  const r = await audit(url, { throttling });
  console.log(throttling, url, JSON.stringify({ perf: r.performance, fcp: Math.round(r.fcpMs), lcp: Math.round(r.lcpMs), tbt: Math.round(r.tbtMs), rb: r.renderBlocking, html: r.htmlBytes, js: r.jsBytes, failed: r.failedAudits }));
}
await closeBrowsers();
