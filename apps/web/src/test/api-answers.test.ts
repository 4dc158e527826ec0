import { describe, expect, it } from 'vitest';
import { heldAnswer, outageOf } from './api-answers';
import type { ApiCall, ApiHandler } from './render-app';

const call = (path: string): ApiCall => ({ method: 'GET', path, url: new URL(`http://localhost/api${path}`), body: undefined });
const api: ApiHandler = ({ path }) => (path === '/nowhere' ? undefined : Response.json({ path }));

describe('heldAnswer', () => {
  it('keeps the calls it holds waiting until released, then answers each as the API does', async () => {
    const held = heldAnswer(({ path }) => path.startsWith('/list'), api);
    let settled = 0;
    const waiting = [held.api(call('/list?page=1')), held.api(call('/list'))].map(async (answer) => {
      const response = await answer!;
      settled += 1;
      return response.json();
    });
    expect(await (held.api(call('/other')) as Response).json()).toEqual({ path: '/other' });
    await Promise.resolve();
    expect(settled).toBe(0);

    held.release();
    expect(await Promise.all(waiting)).toEqual([{ path: '/list?page=1' }, { path: '/list' }]);
  });

  it('fails a held call that the API does not answer, naming it', async () => {
    const held = heldAnswer(() => true, api);
    const answer = held.api(call('/nowhere'));
    held.release();
    await expect(answer).rejects.toThrow('heldAnswer: the API does not answer GET /nowhere');
  });
});

describe('outageOf', () => {
  it('fails every call to its path with a 500 until recovered, and leaves the others to the API', async () => {
    const outage = outageOf('/list', api);
    expect((outage.api(call('/list')) as Response).status).toBe(500);
    expect(await (outage.api(call('/other')) as Response).json()).toEqual({ path: '/other' });
    outage.recover();
    expect(await (outage.api(call('/list')) as Response).json()).toEqual({ path: '/list' });
  });
});
