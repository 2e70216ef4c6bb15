// A relay between the CMS's webhook and a site's revalidation route: what it receives is forwarded
// as it came (body and Authorization header), and noted (when, which event, which document), so a
// benchmark knows when the site has heard of an edit, and which calls were not its own.
import { createServer } from 'node:http';

/**
 * Starts the relay on a loopback `port` (a free one by default), forwarding to `target`;
 * `{ url, calls, close }`.
 */
export async function startWebhookRelay(target, port = 0) {
  const calls = [];
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', async () => {
      const body = Buffer.concat(chunks);
      let payload = null;
      try {
        payload = JSON.parse(body.toString('utf8'));
      } catch {
        // Forwarded all the same: the site answers what it answers.
      }
      const call = {
        receivedAt: Date.now(),
        event: payload?.event,
        uid: payload?.uid,
        documentId: payload?.entry?.documentId,
        locale: payload?.entry?.locale,
        status: 0,
      };
      calls.push(call);
      try {
        const answer = await fetch(target, {
          method: 'POST',
          headers: {
            'content-type': request.headers['content-type'] ?? 'application/json',
            authorization: request.headers.authorization ?? '',
          },
          body,
        });
        call.status = answer.status;
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(Buffer.from(await answer.arrayBuffer()));
      } catch (error) {
        call.status = 502;
        response.writeHead(502).end(String(error));
      } finally {
        call.answeredAt = Date.now();
      }
    });
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/api/revalidate`,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
