/**
 * A local receiver of webhooks (node:http on 127.0.0.1, a free port): it records each request
 * with its headers and raw body, and answers as the test tells it (a status, a redirect, or
 * nothing at all). The journeys' receiver (e2e) is the same idea.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** How the receiver answers one request: a status (and body), or `hang` to never answer. */
export type Answer = { status: number; body?: string; headers?: Record<string, string> } | 'hang';

export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  /** The answers to give, in order; when none is left, `fallback`. */
  const answers: Answer[] = [];
  let fallback: Answer = { status: 200, body: 'ok' };
  const hanging = new Set<http.ServerResponse>();

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '/',
        headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const answer = answers.shift() ?? fallback;
      if (answer === 'hang') {
        hanging.add(response);
        return;
      }
      response.writeHead(answer.status, { 'content-type': 'text/plain', ...answer.headers });
      response.end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    received,
    port,
    url: (path = '/hooks') => `http://127.0.0.1:${port}${path}`,
    /** The next requests are answered so, in order. */
    answerNext(...next: Answer[]) {
      answers.push(...next);
    },
    /** Every request after the queued answers is answered so. */
    answerAlways(answer: Answer) {
      fallback = answer;
    },
    reset() {
      received.length = 0;
      answers.length = 0;
      fallback = { status: 200, body: 'ok' };
    },
    /** Waits for `count` requests in all. */
    async receivedAtLeast(count: number, timeoutMs = 10_000): Promise<ReceivedWebhook[]> {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`${received.length} of ${count} webhooks arrived in ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
    close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
