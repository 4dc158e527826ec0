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
 * Keeps the calls that `holds` picks waiting until the test sends `release(response)` (the last
 * such call gets it), for what a page shows while it waits; the other calls go to `api`.
 */
export function heldAnswer(holds: (call: ApiCall) => boolean, api: ApiHandler = () => undefined) {
  let waiting: (response: Response) => void = () => {};
  const handler: ApiHandler = (call) => (holds(call) ? new Promise<Response>((resolve) => (waiting = resolve)) : api(call));
  return { api: handler, release: (response: Response) => waiting(response) };
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
