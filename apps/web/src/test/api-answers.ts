import type { ApiCall, ApiHandler } from './render-app';

/** Answers the one request `method path` with `response` (given the request's URL) and leaves the rest to the test API. */
export function answerTo(method: string, path: string, response: (url: URL) => Response | Promise<Response>): ApiHandler {
  return (call) => (call.method === method && call.path === path ? response(call.url) : undefined);
}

/**
 * The API's 400 answer to a request whose `path` field it refuses: the field's message, under a
 * summary that the form may show above its fields.
 */
export function fieldRefusal(path: string, message: string, summary = 'Invalid request'): Response {
  return Response.json({ message: summary, errors: [{ path, message }] }, { status: 400 });
}

/** Asks each handler in turn: the first that answers a call answers it. */
export function firstAnswer(...handlers: ApiHandler[]): ApiHandler {
  return (call) => {
    for (const handler of handlers) {
      const answer = handler(call);
      if (answer) return answer;
    }
    return undefined;
  };
}

/**
 * Keeps the calls that `holds` picks waiting until the test calls `release()`, which answers them
 * as `api` does: for what a page shows while it waits. The other calls go to `api` at once.
 */
export function heldAnswer(holds: (call: ApiCall) => boolean, api: ApiHandler) {
  const waiting: (() => void)[] = [];
  const handler: ApiHandler = (call) =>
    holds(call)
      ? new Promise<Response>((resolve, reject) =>
          waiting.push(() => {
            const answer = api(call);
            if (answer) resolve(answer);
            else reject(new Error(`heldAnswer: the API does not answer ${call.method} ${call.path}`));
          }),
        )
      : api(call);
  return {
    api: handler,
    release: () => {
      for (const answer of waiting.splice(0)) answer();
    },
  };
}

/**
 * Every call to `path` fails with a 500 until the test calls `recover()`; the other calls, and
 * those after, go to `api`. For a page's 'Try again'.
 */
export function outageOf(path: string, api: ApiHandler) {
  let down = true;
  const handler: ApiHandler = (call) =>
    down && call.path === path ? Response.json({ message: 'Internal Server Error' }, { status: 500 }) : api(call);
  return {
    api: handler,
    recover: () => {
      down = false;
    },
  };
}
