// What a V8 CPU profile (`node --cpu-prof`, a .cpuprofile) says about where a server's time went:
// the self time of its samples, over the last `lastMs` of the profile (the load, not the start-up),
// by where the code comes from and by function. Idle samples are left out: shares are of the busy time.

/** Where `url` (a callFrame's) comes from, in words a reader of the benchmark knows. */
function groupOf(functionName, url) {
  if (functionName === '(garbage collector)') return 'Garbage collection';
  if (functionName === '(program)') return 'Native code outside JavaScript (V8, libuv, zlib, the HTTP parser)';
  if (url.startsWith('node:') || (!url && functionName)) return 'Node.js (http, streams, buffers, …)';
  if (url.includes('/node_modules/next/')) return 'Next.js server (node_modules/next)';
  if (/\/node_modules\/(react|react-dom|react-server-dom[^/]*)\//.test(url)) return 'React';
  if (/\/apps\/web\/(server\.mjs|server\/)/.test(url)) return "The site's front door (server.mjs, server/*.mjs)";
  if (/\/apps\/web\/\.next[^/]*\//.test(url))
    return "The site's compiled server code (.next: proxy, pages, bundled libraries)";
  const pkg = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1];
  return pkg ? `node_modules/${pkg}` : 'Other';
}

/** `url` without what every one of them starts with. */
const shortUrl = (url, line) =>
  `${url
    .replace(/^.*\/node_modules\//, '')
    .replace(/^.*\/apps\/web\//, '')
    .replace(/^file:\/\//, '')}:${line + 1}`;

/**
 * `{ windowMs, samples, groups: [{ group, share }], functions: [{ name, where, share }] }`, the
 * shares of the busy samples within the last `lastMs` of `profile`, largest first.
 */
export function profileSummary(profile, { lastMs, topFunctions = 12 }) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const from = profile.endTime - lastMs * 1000;
  const byGroup = new Map();
  const byFunction = new Map();
  let busy = 0;
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index] ?? 0;
    if (time < from) return;
    const node = nodes.get(id);
    if (!node || node.callFrame.functionName === '(idle)') return;
    const { functionName, url, lineNumber } = node.callFrame;
    busy += 1;
    const group = groupOf(functionName, url);
    byGroup.set(group, (byGroup.get(group) ?? 0) + 1);
    const key = `${functionName}\u0000${url}\u0000${lineNumber}`;
    const entry = byFunction.get(key) ?? {
      name: functionName || '(anonymous)',
      where: url ? shortUrl(url, lineNumber) : group,
      count: 0,
    };
    entry.count += 1;
    byFunction.set(key, entry);
  });
  const share = (count) => (busy === 0 ? 0 : count / busy);
  return {
    windowMs: lastMs,
    samples: busy,
    groups: [...byGroup].map(([group, count]) => ({ group, share: share(count) })).sort((a, b) => b.share - a.share),
    functions: [...byFunction.values()]
      .sort((a, b) => b.count - a.count)
      .slice(0, topFunctions)
      .map(({ name, where, count }) => ({ name, where, share: share(count) })),
  };
}
