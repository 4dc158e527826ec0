/**
 * A TCP proxy in front of a server (PostgreSQL), which a test can break the way production
 * networks break: cut (as if the server had stopped: open connections dropped, new ones
 * refused) or black-holed (as if its host had vanished: nothing comes back, nothing is refused),
 * then restore on the same port.
 */
import net from 'node:net';

export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>;

export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  /** Whether bytes are thrown away instead of passed on. */
  let dropping = false;

  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  const forward = (from: net.Socket, to: net.Socket) => {
    from.on('data', (chunk: Buffer) => {
      if (!dropping) to.write(chunk);
    });
  };

  const createServer = () =>
    net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      track(client);
      track(upstream);
      // Either side failing ends both, as a real connection through a dead hop would.
      const end = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('error', end).on('close', end);
      upstream.on('error', end).on('close', end);
      forward(client, upstream);
      forward(upstream, client);
    });

  const listen = (server: net.Server, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
    });

  let server: net.Server | undefined = createServer();
  const port = await listen(server, 0);

  const destroyAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  const stop = async () => {
    const closing = server;
    server = undefined;
    if (!closing) return;
    const closed = new Promise<void>((resolve) => closing.close(() => resolve()));
    destroyAll();
    await closed;
  };

  return {
    port,
    /** Drops every open connection and refuses new ones (ECONNREFUSED), as a stopped server does. */
    cut: stop,
    /** Passes nothing on, either way, on open connections and new ones alike; nothing is closed or refused. */
    blackHole() {
      dropping = true;
    },
    /**
     * Takes connections again, on the same port. Connections that lost bytes to a black hole
     * are dropped: their conversation cannot go on.
     */
    async restore() {
      if (dropping) {
        dropping = false;
        destroyAll();
      }
      if (server) return;
      server = createServer();
      await listen(server, port);
    },
    close: async () => {
      dropping = false;
      await stop();
    },
  };
}
