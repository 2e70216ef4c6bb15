// The production server: `next start` plus one thing App Router pages cannot do themselves —
// a page that failed because the CMS is down (503) or too slow (504) answers with that status
// instead of a generic 500. The page code records the status in this request's slot.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer } from 'node:http';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? '0.0.0.0';

const requestState = new AsyncLocalStorage();
globalThis[Symbol.for('horizon.requestState')] = requestState;

const app = next({ dev: false, dir: dirname(fileURLToPath(import.meta.url)) });
const handle = app.getRequestHandler();
await app.prepare();

createServer((req, res) => {
  const state = { failureStatus: null };
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadWithFailureStatus(statusCode, ...rest) {
    return writeHead.call(this, statusCode === 500 && state.failureStatus ? state.failureStatus : statusCode, ...rest);
  };
  requestState.run(state, () => handle(req, res));
}).listen(port, hostname, () => {
  console.log(JSON.stringify({ level: 'info', msg: 'site listening', url: `http://${hostname}:${port}` }));
});
