import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { testInfra } from '@ssc/test-kit';
import { afterAll, beforeAll } from 'vitest';
import { buildGateway, startRecordingUpstream } from './gateway-harness';

export type ListeningGateway = {
  upstream: Awaited<ReturnType<typeof startRecordingUpstream>>;
  gw: Awaited<ReturnType<typeof buildGateway>>;
  /** The gateway's address, `http://127.0.0.1:{port}`. */
  base: string;
};

/**
 * For the test file that calls it (at its top level): a gateway listening on a free port in front
 * of a recording upstream, up before its first test and closed after its last. The fields are
 * filled in once it is up.
 */
export function listeningGateway(): ListeningGateway {
  const infra = testInfra();
  const front = {} as ListeningGateway;
  let server: http.Server;
  beforeAll(async () => {
    front.upstream = await startRecordingUpstream();
    front.gw = await buildGateway({
      redisUrl: infra.redisUrl,
      upstreamUrl: front.upstream.url,
      deadUrl: front.upstream.url,
    });
    server = front.gw.app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    front.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    await front.gw.close();
    await front.upstream.close();
  });
  return front;
}
