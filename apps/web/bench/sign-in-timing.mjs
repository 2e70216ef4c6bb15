// How long the CMS's service-account sign-in (POST /api/login) takes to refuse a name nobody has,
// against a wrong password for the name that exists: the two must cost alike (a bcrypt comparison
// either way), or the answer time tells which names exist. Not part of `npm test` (timings are
// noisy); apps/cms/tests/unit/sign-in.test.ts checks that the comparison is made.
//
//   node bench/sign-in-timing.mjs [--cms http://127.0.0.1:1337] [--username website] [--rounds 40]
//
// The CMS and the known name default to CMS_URL and CMS_SERVICE_USERNAME of apps/web/.env.local
// (`npm start`). The CMS refuses a name after 10 failed sign-ins from one address, and an address
// after 50: each round comes from an address of its own on the loopback network (127.x.y.z, a
// network drawn for the run), so that neither limit is reached, not even by runs in a row, and
// the site's own address (127.0.0.1) is never charged. Only run it against this machine.
import { randomInt, randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { parseArgs } from 'node:util';
import { ms, ratio } from './lib/format.mjs';
import { siteEnvFile } from './lib/site.mjs';
import { median, percentile } from './lib/stats.mjs';

const { values } = parseArgs({
  options: {
    cms: { type: 'string' },
    username: { type: 'string' },
    rounds: { type: 'string', default: '40' },
  },
});
const fromFile = values.cms && values.username ? {} : siteEnvFile();
const cms = new URL(values.cms ?? fromFile.CMS_URL);
const username = values.username ?? fromFile.CMS_SERVICE_USERNAME;
const rounds = Number(values.rounds);
if (!['127.0.0.1', 'localhost'].includes(cms.hostname))
  throw new Error('The sign-in benchmark only targets this machine (it signs in from loopback addresses).');
if (!username) throw new Error('No service-account name: pass --username.');
if (!(rounds > 0 && rounds <= 250)) throw new Error('--rounds: 1 to 250 (one loopback address each).');

/** A failed sign-in of `name` from `localAddress`: the time from request sent to the last byte. */
function timedSignIn(name, localAddress) {
  const body = JSON.stringify({ username: name, password: `wrong-${randomUUID()}` });
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(
      new URL('/api/login', cms),
      {
        method: 'POST',
        localAddress,
        // A new connection each time, as a caller trying names would not reuse one either.
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode !== 401)
            reject(new Error(`${name} from ${localAddress}: ${response.statusCode}, expected 401`));
          else resolve(performance.now() - started);
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const network = `127.${randomInt(1, 255)}.${randomInt(0, 256)}`;
const unknown = [];
const known = [];
// A warm-up pair, not counted: the first sign-in loads what the route needs.
await timedSignIn(`nobody-${randomUUID()}`, `${network}.254`);
await timedSignIn(username, `${network}.254`);
for (let round = 0; round < rounds; round++) {
  const address = `${network}.${round + 1}`;
  // Alternating which goes first, so that a pause of the machine does not always hit the same one.
  const pair = [
    () => timedSignIn(`nobody-${randomUUID()}`, address).then((time) => unknown.push(time)),
    () => timedSignIn(username, address).then((time) => known.push(time)),
  ];
  for (const measure of round % 2 ? pair.reverse() : pair) await measure();
}

const rows = [
  ['A name nobody has', unknown],
  [`"${username}", wrong password`, known],
];
const width = Math.max(...rows.map(([label]) => label.length));
const cells = (...values) =>
  `| ${values.map((value, i) => (i ? value.padStart(6) : value.padEnd(width))).join(' | ')} |`;
console.log(`Sign-in refusals on ${cms.origin}, ${rounds} rounds, each from its own loopback address\n`);
console.log(cells('Sign-in', 'Median', 'p10', 'p90'));
console.log(cells('-'.repeat(width), '-----:', '-----:', '-----:'));
for (const [label, times] of rows)
  console.log(cells(label, ms(median(times)), ms(percentile(times, 10)), ms(percentile(times, 90))));
const verdict = median(unknown) / median(known);
console.log(`\nUnknown name / wrong password (medians): ${ratio(verdict)}`);
// Without the comparison an unknown name is refused in a few milliseconds against tens for a
// bcrypt of cost 10: half is far from both, whatever the machine.
if (verdict < 0.5) {
  console.error(
    'An unknown name is refused much faster than a wrong password: the answer time tells which names exist.',
  );
  process.exit(1);
}
