// The admissions team's work at a database's size (issue 54): the dashboard, the prospect list,
// one prospect's page, a person's privacy requests, the CSV export of every lead, the retention
// job and the CRM queue's drain, timed against a running CMS through the admin API the admin
// calls. Prints a Markdown table (apps/web/bench/README.md, "Admissions at a year's size").
//
//   node bench/admissions-size.mjs --cms http://127.0.0.1:1467 [--runs 5] [--erase] [--retention]
//     [--metrics http://127.0.0.1:9467/metrics] [--pid 1234] [--label "SQLite, a year"]
//     [--only dashboard,list,prospect,privacy,export]
//   node bench/admissions-size.mjs --cms http://127.0.0.1:1467 --crm-drain 1468
//
// The admin account is ADMIN_EMAIL/ADMIN_PASSWORD (environment, else apps/cms/.env). What changes
// the data is asked for: --erase erases generated people (one a run, the generator's prospects 1,
// 2, 3…, skipping those already gone), --retention runs the retention job once (it warns the
// prospects three years old), --crm-drain receives the CRM webhook on that port (start the bench
// first, then the CMS with CRM_WEBHOOK_URL=http://127.0.0.1:<port>/ and a 32-character
// CRM_WEBHOOK_SECRET) and times the drain of the queue. The CMS's memory is read from /proc (the
// process listening on the CMS's port, or --pid), else from --metrics; the database queries an
// operation costs from --metrics (horizon_cms_database_queries_total); the CPU time the CMS's
// process spent on it from /proc (the whole of the work on SQLite; PostgreSQL's is its own server's),
// which a busy machine changes much less than the time taken.
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { createServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { adminAccount } from './lib/cms-admin.mjs';
import { median } from './lib/stats.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args[at + 1];
};
const flag = (name) => args.includes(name);
const cms = option('--cms', 'http://127.0.0.1:1337').replace(/\/$/, '');
const runs = Number(option('--runs', '5'));
const metricsUrl = option('--metrics', undefined);
const label = option('--label', '');
const drainPort = option('--crm-drain', undefined);
/** The old export (the browser paging the content manager) is stopped after this long. */
const CSV_LIMIT_MS = Number(option('--csv-limit', '900')) * 1000;

const PROSPECTS = 'api::prospect.prospect';
const LEADS = 'api::lead.lead';
const CHANGES = 'api::stage-change.stage-change';
const CRM_EVENTS = 'api::crm-event.crm-event';
const list = (uid, query) => `/content-manager/collection-types/${uid}?${new URLSearchParams(query)}`;
/** The generator's n-th prospect (apps/cms/src/seed/network: serialDocumentId). */
const generatedProspect = (n) => `prospect${n.toString(36).padStart(16, '0')}`;

// ---------------------------------------------------------------------------------------------
// The CMS: a session, its process's memory, its query counter.

let token = null;
async function signIn() {
  const response = await fetch(`${cms}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(adminAccount()),
  });
  if (!response.ok) throw new Error(`Admin sign-in failed: ${response.status} ${await response.text()}`);
  token = (await response.json()).data.token;
}

/** One call, its body read whole; `ms` from sending to the last byte. */
async function call(method, path, body) {
  const started = performance.now();
  const send = () =>
    fetch(`${cms}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  // A kept-alive connection the CMS closed as it was reused: a read is sent again, once.
  const response = await send().catch((error) => (method === 'GET' ? send() : Promise.reject(error)));
  const text = await response.text();
  const ms = performance.now() - started;
  let json = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (a CSV).
  }
  return { status: response.status, json, text, ms };
}

async function ok(method, path, body) {
  const answer = await call(method, path, body);
  if (answer.status >= 300)
    throw new Error(`${method} ${path.split('?')[0]} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  return answer;
}

/** The pid of the process listening on `port` (Linux: /proc/net/tcp*, then each process's sockets). */
function listeningPid(port) {
  const hex = `:${Number(port).toString(16).toUpperCase().padStart(4, '0')}`;
  const inodes = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    try {
      for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
        const fields = line.trim().split(/\s+/);
        // local address, state 0A (LISTEN), inode.
        if (fields[1]?.endsWith(hex) && fields[3] === '0A') inodes.add(fields[9]);
      }
    } catch {
      // No such table (not Linux, or no IPv6).
    }
  }
  if (inodes.size === 0) return null;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
        if (inode && inodes.has(inode)) return Number(pid);
      }
    } catch {
      // A process that ended, or one that is not ours.
    }
  }
  return null;
}

async function metricsText() {
  if (!metricsUrl) return null;
  try {
    const response = await fetch(metricsUrl);
    return response.ok ? await response.text() : null;
  } catch {
    return null;
  }
}

/** The sum of a metric's series in a Prometheus text, or null. */
function metricSum(text, name) {
  if (!text) return null;
  let sum = null;
  for (const line of text.split('\n'))
    if (line.startsWith(`${name} `) || line.startsWith(`${name}{`)) sum = (sum ?? 0) + Number(line.split(' ').at(-1));
  return sum;
}

const cmsPid = option('--pid', undefined) ? Number(option('--pid')) : listeningPid(new URL(cms).port || 80);

/** The CMS's resident memory in MiB: /proc when the pid is known, else its metrics; null otherwise. */
async function rssMiB() {
  if (cmsPid) {
    try {
      const kib = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${cmsPid}/status`, 'utf8'))?.[1];
      if (kib) return Number(kib) / 1024;
    } catch {
      // Gone, or not on this machine.
    }
  }
  const bytes = metricSum(await metricsText(), 'process_resident_memory_bytes');
  return bytes === null ? null : bytes / 1024 / 1024;
}

/** Samples the CMS's memory every 100 ms until stopped: the start and the peak, in MiB. */
function sampleMemory() {
  const samples = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const value = await rssMiB();
      if (value !== null) samples.push(value);
      await sleep(100);
    }
  })();
  return async () => {
    stopped = true;
    await loop;
    return samples.length === 0 ? null : { start: samples[0], peak: Math.max(...samples) };
  };
}

/** CPU time the CMS's process has used so far, in ms (/proc/<pid>/stat: user and system ticks); null when unknown. */
function cmsCpuMs(pid = cmsPid) {
  if (!pid) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [utime, stime] = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .slice(11, 13)
      .map(Number);
    // Linux counts in clock ticks, 100 a second on every platform Node supports there.
    return ((utime ?? 0) + (stime ?? 0)) * 10;
  } catch {
    return null;
  }
}

const QUERIES = 'horizon_cms_database_queries_total';
/** Database queries counted by the CMS while `work` ran (its metric; null without --metrics). */
async function countQueries(work) {
  const before = metricSum(await metricsText(), QUERIES);
  const result = await work();
  const after = metricSum(await metricsText(), QUERIES);
  // A scrape reads the gauges from the database: the read between two scrapes is not the work's.
  return { result, queries: before === null || after === null ? null : after - before - scrapeQueries };
}
let scrapeQueries = 0;

// ---------------------------------------------------------------------------------------------
// The table.

const rows = [];
const fmt = (ms) => (ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms).toLocaleString('en-US')} ms`);
const mib = (value) => `${Math.round(value)} MiB`;

/** Times `once` `runs` times (after a first, untimed, warming run unless `warm` is false). */
async function timed(name, goal, once, { times = runs, warm = true, note = () => '' } = {}) {
  process.stderr.write(`${name}…`);
  if (warm) await once(-1);
  const durations = [];
  const cpu = [];
  let queries = null;
  let last;
  for (let n = 0; n < times; n += 1) {
    const counted = await countQueries(async () => {
      const cpuBefore = cmsCpuMs();
      const started = performance.now();
      const result = await once(n);
      durations.push(performance.now() - started);
      const cpuAfter = cmsCpuMs();
      if (cpuBefore !== null && cpuAfter !== null) cpu.push(cpuAfter - cpuBefore);
      return result;
    });
    queries = counted.queries;
    last = counted.result;
  }
  const mid = median(durations);
  const verdict = goal ? (mid <= goal ? '✓' : '✗') : '';
  rows.push({
    name,
    goal: goal ? `≤ ${fmt(goal)}` : '',
    median: `${fmt(mid)} ${verdict}`.trim(),
    range: `${fmt(Math.min(...durations))}–${fmt(Math.max(...durations))}`,
    cpu: cpu.length > 0 ? fmt(median(cpu)) : '',
    queries: queries === null ? '' : String(Math.round(queries)),
    note: note(last),
  });
  process.stderr.write(` ${fmt(mid)}\n`);
}

function printTable(size) {
  const header = ['Operation', 'Goal', 'Median', 'Min–max', 'CMS CPU', 'Queries', 'Notes'];
  const lines = [
    `| ${header.join(' | ')} |`,
    `| ${header.map((h, i) => (i >= 2 && i <= 5 ? '---:' : '---')).join(' | ')} |`,
    ...rows.map((r) => `| ${[r.name, r.goal, r.median, r.range, r.cpu ?? '', r.queries, r.note].join(' | ')} |`),
  ];
  console.log(`\n${label ? `**${label}** — ` : ''}${size}, ${runs} runs each (median), ${new Date().toISOString()}\n`);
  console.log(lines.join('\n'));
}

// ---------------------------------------------------------------------------------------------
// The operations.

async function sizeOf() {
  const total = async (uid, query = {}) =>
    (await ok('GET', list(uid, { page: '1', pageSize: '1', ...query }))).json.pagination.total;
  const [prospects, leads, pending] = await Promise.all([
    total(PROSPECTS),
    total(LEADS),
    total(CRM_EVENTS, { 'filters[deliveryState][$eq]': 'pending' }),
  ]);
  return { prospects, leads, pending };
}

/** A generated person with many leads (the generator's first), or the list's first prospect. */
async function aProspect() {
  const generated = await call('GET', `/content-manager/collection-types/${PROSPECTS}/${generatedProspect(0)}`);
  if (generated.status === 200) return generated.json.data;
  const first = await ok('GET', list(PROSPECTS, { page: '1', pageSize: '1', sort: 'lastLeadAt:DESC' }));
  const prospect = first.json.results[0];
  if (!prospect)
    throw new Error('No prospect in this CMS: seed it and generate a network (apps/cms/src/seed/network).');
  return prospect;
}

/** The address as the person typed it another time: the domain in capitals. */
const respelled = (email) => email.replace(/@(.*)$/, (_, domain) => `@${domain.toUpperCase()}`);

async function dashboard() {
  const day = (date) => date.toISOString().slice(0, 10);
  for (const weeks of [12, 52]) {
    const to = new Date();
    const from = new Date(to.getTime() - (weeks * 7 - 1) * 86_400_000);
    const period = `from=${day(from)}&to=${day(to)}`;
    // What the page reads when it opens: the figures and the leads per week by type, side by side.
    await timed(
      `Admissions dashboard, ${weeks} weeks`,
      1000,
      async () => {
        const [figures] = await Promise.all([
          ok('GET', `/admissions/dashboard?${period}`),
          ok('GET', `/admissions/dashboard/leads-per-week?${period}&dimension=type`),
        ]);
        return figures;
      },
      { note: (answer) => `${answer.json.data.waiting.total.toLocaleString('en-US')} waiting over 48 h` },
    );
    // The dimension with the most values, chosen in the page.
    await timed(
      `Leads per week by course, ${weeks} weeks`,
      1000,
      () => ok('GET', `/admissions/dashboard/leads-per-week?${period}&dimension=course`),
      { note: (answer) => `${answer.json.data.others.values.toLocaleString('en-US')} courses summed` },
    );
  }
}

async function prospectList() {
  const page = { page: '1', pageSize: '10' };
  const views = [
    ['by latest lead (default)', { ...page, sort: 'lastLeadAt:DESC' }],
    ['by stage', { ...page, sort: 'stage:ASC' }],
    ['stage “new”, by latest lead', { ...page, sort: 'lastLeadAt:DESC', 'filters[$and][0][stage][$eq]': 'new' }],
  ];
  for (const [name, query] of views)
    await timed(`Prospect list, ${name}`, 500, () => ok('GET', list(PROSPECTS, query)), {
      note: (answer) => `${answer.json.pagination.total.toLocaleString('en-US')} listed`,
    });
}

async function prospectPage(prospect) {
  const byProspect = (sort) => ({
    'filters[prospect][documentId][$eq]': prospect.documentId,
    sort,
    page: '1',
    pageSize: '100',
  });
  // The edit view reads the document, then the side panel its leads and history, side by side.
  await timed(
    'A prospect’s page (edit view, then side panel)',
    500,
    async () => {
      await ok('GET', `/content-manager/collection-types/${PROSPECTS}/${prospect.documentId}`);
      const [leads] = await Promise.all([
        ok('GET', list(LEADS, byProspect('createdAt:DESC'))),
        ok('GET', list(CHANGES, byProspect('changedAt:DESC'))),
      ]);
      return leads;
    },
    { note: (leads) => `${leads.json.pagination.total} leads` },
  );
}

async function privacy(prospect) {
  const email = respelled(prospect.email);
  await timed('Privacy lookup of one person', 2000, () => ok('POST', '/admissions/privacy/find', { email }), {
    note: (answer) => `${answer.json.data.counts.leads} leads, ${answer.json.data.counts.crmEvents} CRM events`,
  });
  await timed('Privacy export of one person', 2000, () => ok('POST', '/admissions/privacy/export', { email }), {
    note: (answer) => `${Math.round(answer.text.length / 1000)} KB`,
  });
}

async function erasure(prospect) {
  // The generator's prospects 1, 2, 3… (0 is the one looked up); on a database the generator did
  // not fill, the list's least recent prospects but that one.
  const generated = prospect.documentId === generatedProspect(0);
  let next = 1;
  const people = async () => {
    if (!generated) {
      const page = await ok('GET', list(PROSPECTS, { page: '1', pageSize: '2', sort: 'lastLeadAt:ASC' }));
      const person = page.json.results.find((p) => p.documentId !== prospect.documentId);
      if (!person) throw new Error('No prospect left to erase.');
      return person;
    }
    for (; next < 10_000; next += 1) {
      const found = await call('GET', `/content-manager/collection-types/${PROSPECTS}/${generatedProspect(next)}`);
      if (found.status === 200) {
        next += 1;
        return found.json.data;
      }
    }
    throw new Error('No generated prospect left to erase.');
  };
  await timed(
    'Privacy erasure of one person',
    2000,
    async () => {
      const person = await people();
      return ok('POST', '/admissions/privacy/erase', { email: respelled(person.email) });
    },
    {
      warm: false,
      note: (answer) => {
        const erased = answer.json.data.erased;
        return `${erased.leads} leads, ${erased.followUps} follow-ups, ${erased.crmEvents} CRM events erased`;
      },
    },
  );
}

/** The export as the button asks it: the CMS's stream, or (an older CMS) the list paged by the browser. */
async function csvExport(size) {
  process.stderr.write('CSV export of every lead…');
  const stopSampling = sampleMemory();
  const cpuBefore = cmsCpuMs();
  const started = performance.now();
  const { result, queries } = await countQueries(async () => {
    const response = await fetch(`${cms}/admissions/leads/export?sort=createdAt%3ADESC&language=fr`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.status !== 404) {
      if (!response.ok) throw new Error(`The CSV export answered ${response.status}`);
      let bytes = 0;
      let lines = 0;
      for await (const chunk of response.body) {
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 10) lines += 1;
      }
      return { how: 'streamed by the CMS', bytes, rows: lines - 1, complete: true };
    }
    // Before the streamed export: the button read the list 100 leads a request.
    let rows = 0;
    let bytes = 0;
    for (let page = 1, pageCount = 1; page <= pageCount; page += 1) {
      if (performance.now() - started > CSV_LIMIT_MS)
        return { how: 'paged by the browser', bytes, rows, complete: false };
      const answer = await ok('GET', list(LEADS, { page: String(page), pageSize: '100', sort: 'createdAt:DESC' }));
      rows += answer.json.results.length;
      bytes += answer.text.length;
      pageCount = answer.json.pagination.pageCount;
    }
    return { how: 'paged by the browser, 100 a request', bytes, rows, complete: true };
  });
  const ms = performance.now() - started;
  const cpuAfter = cmsCpuMs();
  const memory = await stopSampling();
  const growth = memory ? memory.peak - memory.start : null;
  const extrapolated = result.complete ? '' : ` (stopped after ${fmt(ms)}: ${result.rows} of ${size.leads} rows)`;
  rows.push({
    name: 'CSV export of every lead',
    goal: 'streamed, RSS + < 100 MiB',
    median: result.complete ? fmt(ms) : `> ${fmt(ms)}`,
    range: '1 run',
    cpu: cpuBefore === null || cpuAfter === null ? '' : fmt(cpuAfter - cpuBefore),
    queries: queries === null ? '' : String(Math.round(queries)),
    note:
      `${result.how}, ${result.rows.toLocaleString('en-US')} rows, ${(result.bytes / 1e6).toFixed(1)} MB${extrapolated}` +
      (memory
        ? `; RSS ${mib(memory.start)} → peak ${mib(memory.peak)} (+${mib(growth)}) ${growth < 100 ? '✓' : '✗'}`
        : ''),
  });
  process.stderr.write(` ${fmt(ms)}\n`);
}

async function retention() {
  process.stderr.write('Retention job…');
  const stopSampling = sampleMemory();
  const cpuBefore = cmsCpuMs();
  const started = performance.now();
  const { result, queries } = await countQueries(() => ok('POST', '/admissions/retention/run', {}));
  const ms = performance.now() - started;
  const cpuAfter = cmsCpuMs();
  const memory = await stopSampling();
  const run = result.json.data;
  rows.push({
    name: 'Retention job, one run',
    goal: 'in batches',
    median: fmt(ms),
    range: '1 run',
    cpu: cpuBefore === null || cpuAfter === null ? '' : fmt(cpuAfter - cpuBefore),
    queries: queries === null ? '' : String(Math.round(queries)),
    note:
      `${run.warned} warned, ${run.renewed} renewed, ${run.erased} erased` +
      (memory ? `; RSS ${mib(memory.start)} → peak ${mib(memory.peak)} (+${mib(memory.peak - memory.start)})` : ''),
  });
  process.stderr.write(` ${fmt(ms)}\n`);
}

/** Receives the CRM webhook on `port` while the CMS drains its queue; one row. */
async function crmDrain(port) {
  let received = 0;
  let first = null;
  let last = null;
  const receiver = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received += 1;
      last = performance.now();
      first ??= last;
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise((resolve) => receiver.listen(Number(port), '127.0.0.1', resolve));
  console.error(
    `Receiving the CRM webhook on http://127.0.0.1:${port}/: start the CMS with CRM_WEBHOOK_URL=http://127.0.0.1:${port}/ now.`,
  );
  for (;;) {
    try {
      if ((await fetch(`${cms}/_health`)).status < 500) break;
    } catch {
      // Not up yet.
    }
    await sleep(500);
  }
  await signIn();
  const pid = cmsPid ?? listeningPid(new URL(cms).port || 80);
  const memory = [];
  const pendingNow = async () =>
    (await ok('GET', list(CRM_EVENTS, { page: '1', pageSize: '1', 'filters[deliveryState][$eq]': 'pending' }))).json
      .pagination.total;
  const queriesBefore = metricSum(await metricsText(), QUERIES);
  const cpuBefore = cmsCpuMs(pid);
  let pending = await pendingNow();
  const pendingAtStart = pending + received;
  process.stderr.write(`CRM drain: ${pendingAtStart} events…`);
  while (pending > 0) {
    if (pid) {
      try {
        memory.push(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024);
      } catch {
        // Gone.
      }
    }
    await sleep(1000);
    pending = await pendingNow();
  }
  const queriesAfter = metricSum(await metricsText(), QUERIES);
  const cpuAfter = cmsCpuMs(pid);
  receiver.close();
  const ms = (last ?? 0) - (first ?? 0);
  const queries = queriesBefore === null || queriesAfter === null ? null : queriesAfter - queriesBefore;
  rows.push({
    name: 'CRM queue drained',
    goal: '',
    median: fmt(ms),
    range: '1 run',
    cpu: cpuBefore === null || cpuAfter === null ? '' : fmt(cpuAfter - cpuBefore),
    queries: queries === null ? '' : `${(queries / Math.max(1, received)).toFixed(1)} an event`,
    note:
      `${received.toLocaleString('en-US')} events received, ${Math.round(received / (ms / 1000))} a second` +
      (memory.length > 0
        ? `; RSS ${mib(memory[0])} → peak ${mib(Math.max(...memory))} (+${mib(Math.max(...memory) - memory[0])})`
        : ''),
  });
  process.stderr.write(` ${fmt(ms)}\n`);
  return { pendingAtStart };
}

// ---------------------------------------------------------------------------------------------

if (drainPort) {
  const { pendingAtStart } = await crmDrain(drainPort);
  printTable(`${pendingAtStart.toLocaleString('en-US')} CRM events pending at start`);
} else {
  await signIn();
  // What a scrape costs in queries (its gauges' read), taken off each count.
  const a = metricSum(await metricsText(), QUERIES);
  const b = metricSum(await metricsText(), QUERIES);
  scrapeQueries = a === null || b === null ? 0 : b - a;
  const size = await sizeOf();
  const prospect = await aProspect();
  // --only dashboard,list,prospect,privacy,export: some of the timings (the data-changing ones
  // stay behind their own flags).
  const only = option('--only', 'dashboard,list,prospect,privacy,export').split(',');
  if (only.includes('dashboard')) await dashboard();
  if (only.includes('list')) await prospectList();
  if (only.includes('prospect')) await prospectPage(prospect);
  if (only.includes('privacy')) await privacy(prospect);
  if (flag('--erase')) await erasure(prospect);
  if (only.includes('export')) await csvExport(size);
  if (flag('--retention')) await retention();
  printTable(
    `${size.prospects.toLocaleString('en-US')} prospects, ${size.leads.toLocaleString('en-US')} leads, ` +
      `${size.pending.toLocaleString('en-US')} CRM events pending` +
      (cmsPid ? `; CMS pid ${cmsPid}` : ''),
  );
}
