// The dev proxy hands a WebSocket upgrade of a gateway path to the gateway: the message socket
// works under `npm run dev` as it does on the gateway's own port.
import type { AddressInfo } from 'net';
import WebSocket from 'ws';
import { useTestGateway } from '../testing/test-gateway';
import { startDevProxy } from './dev-proxy';

const t = useTestGateway({ allowedRedirectOrigins: [] });

it('forwards the message socket to the gateway', async () => {
  const proxy = await startDevProxy({
    port: 0,
    gateway: t.url,
    manifests: () => [],
    upstreams: [],
  });
  try {
    const { port } = proxy.address() as AddressInfo;
    const { accessToken } = t.gateway.state.signIn('alice');
    const socket = new WebSocket(`ws://localhost:${port}/hpfm/sock-js?key=hzero-web`);
    const push = await new Promise((resolve, reject) => {
      socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', accessToken })));
      socket.once('message', (data) => resolve(JSON.parse(data.toString())));
      socket.once('error', reject);
    });
    expect(push).toEqual({ tenantId: 1, number: 4 });
    socket.close();
  } finally {
    proxy.closeAllConnections();
    await new Promise((resolve) => proxy.close(resolve));
  }
});
