import { afterEach, describe, expect, it, vi } from 'vitest';
import { guarded, type Block } from './needs';

function recorder() {
  const calls: { name: string; rest: unknown[] }[] = [];
  const block = ((name: string, ...rest: unknown[]) => calls.push({ name, rest })) as unknown as Block;
  return { calls, block };
}

const redisDown = { met: false, reason: 'needs Redis at redis://127.0.0.1:6379 (or set REDIS_TEST_URL)', missing: true };
const notThisProject = { met: false, reason: 'PostgreSQL only, run by the "api (PostgreSQL)" project' };
const body = () => undefined;

describe('a test that needs a service', () => {
  afterEach(() => vi.restoreAllMocks());

  it('runs as it is when every need is met', () => {
    const run = recorder();
    const skip = recorder();
    guarded(run.block, skip.block, [{ met: true, reason: 'unused' }])('counts', { timeout: 5 }, body);
    expect(run.calls).toEqual([{ name: 'counts', rest: [{ timeout: 5 }, body] }]);
    expect(skip.calls).toEqual([]);
  });

  it('is skipped under a name that says what it needs, and says so on the console when this machine lacks it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const run = recorder();
    const skip = recorder();
    guarded(run.block, skip.block, [notThisProject, redisDown])('two instances', body);
    expect(run.calls).toEqual([]);
    expect(skip.calls).toEqual([{ name: `two instances [skipped: ${notThisProject.reason}; ${redisDown.reason}]`, rest: [body] }]);
    expect(warn).toHaveBeenCalledWith(`skipped "two instances": ${notThisProject.reason}; ${redisDown.reason}`);
  });

  it('prints nothing when another test project runs it (CI runs both)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const skip = recorder();
    guarded(recorder().block, skip.block, [notThisProject])('payment races', body);
    expect(skip.calls[0]!.name).toBe(`payment races [skipped: ${notThisProject.reason}]`);
    expect(warn).not.toHaveBeenCalled();
  });
});
