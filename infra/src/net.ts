import net from 'node:net';

/** Resolves once a TCP connection to host:port succeeds (a cheap pre-check before a protocol ping). */
export function portOpen(host: string, port: number, timeoutMs = 1_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      reject(new Error(`connect ${host}:${port} timed out`));
    });
    socket.once('error', (err) => {
      socket.destroy();
      reject(err);
    });
    socket.once('connect', () => {
      socket.destroy();
      resolve();
    });
  });
}
