import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// Two replicas behind one name, as a headless Service's pods are: two servers on one port, at two
// loopback addresses a stand-in resolver returns for the name. ::1 when this machine has IPv6 (the
// case of an address in brackets), 127.0.0.2 otherwise (Linux answers the whole of 127/8).

const listen = (server: Server, host: string, port: number) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });

export interface Replicas {
  port: number;
  /** The two addresses, as the resolver answers them. */
  addresses: [{ address: string; family: 4 }, { address: string; family: 4 | 6 }];
  close(): Promise<void>;
}

/** Starts `handler` on 127.0.0.1 and on a second loopback address, both on one free port. */
export async function twoReplicas(handler: (replica: 0 | 1) => RequestListener): Promise<Replicas> {
  const first = createServer(handler(0));
  const port = await listen(first, '127.0.0.1', 0);
  const second = createServer(handler(1));
  const other = await listen(second, '::1', port).then(
    () => ({ address: '::1', family: 6 as const }),
    () => listen(second, '127.0.0.2', port).then(() => ({ address: '127.0.0.2', family: 4 as const })),
  );
  return {
    port,
    addresses: [{ address: '127.0.0.1', family: 4 }, other],
    close: async () => {
      for (const server of [first, second]) {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    },
  };
}
