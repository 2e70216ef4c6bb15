// One Lighthouse run of each URL given, with the benchmark's browser (bench/lib/lighthouse.mjs),
// its main figures printed as a JSON line: to look at a page of a running site now, without the
// whole comparison of perf.mjs.
//
//   node bench/audit.mjs [--throttling simulate|devtools] [--accept-language en-US,en] <url>…
import { parseArgs } from 'node:util';
import { audit, closeBrowsers, FRENCH } from './lib/lighthouse.mjs';

const { values, positionals: urls } = parseArgs({
  allowPositionals: true,
  options: {
    throttling: { type: 'string', default: 'simulate' },
    'accept-language': { type: 'string', default: FRENCH },
  },
});
if (!['simulate', 'devtools'].includes(values.throttling)) throw new Error('--throttling: simulate or devtools.');
try {
  for (const url of urls) {
    const r = await audit(url, { throttling: values.throttling, acceptLanguage: values['accept-language'] });
    const round = Math.round;
    const figures = {
      finalUrl: r.finalUrl,
      performance: r.performance,
      fcpMs: round(r.fcpMs),
      lcpMs: round(r.lcpMs),
      tbtMs: round(r.tbtMs),
      renderBlocking: r.renderBlocking,
      htmlBytes: r.htmlBytes,
      jsBytes: r.jsBytes,
      failedAudits: r.failedAudits,
    };
    console.log(values.throttling, url, JSON.stringify(figures));
  }
} finally {
  await closeBrowsers();
}
