import { describe, expect, it } from 'vitest';
import { createAnswerCache, matchesEtag, toAnswer } from './answer-cache';

describe('the answer cache', () => {
  it('makes a cold answer once for all the requests that ask for it at once', async () => {
    const cache = createAnswerCache();
    let made = 0;
    const work = async () => {
      made += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return '{"a":1}';
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => cache.answer(1, 'k', work)));
    expect(made).toBe(1);
    expect(new Set(answers.map((answer) => answer.etag)).size).toBe(1);
    await cache.answer(1, 'k', work);
    expect(made).toBe(1);
  });

  it('forgets everything when the version moves on, and keeps nothing read at an older one', async () => {
    const cache = createAnswerCache();
    let made = 0;
    const work = async () => `{"made":${++made}}`;
    expect((await cache.answer(1, 'k', work)).body).toBe('{"made":1}');
    expect((await cache.answer(2, 'k', work)).body).toBe('{"made":2}');
    // A replica behind: answered from the database each time, never kept.
    expect((await cache.answer(1, 'k', work)).body).toBe('{"made":3}');
    expect((await cache.answer(1, 'k', work)).body).toBe('{"made":4}');
    expect((await cache.answer(2, 'k', work)).body).toBe('{"made":2}');
  });

  it('does not keep a failed answer', async () => {
    const cache = createAnswerCache();
    await expect(cache.answer(1, 'k', () => Promise.reject(new Error('not found')))).rejects.toThrow('not found');
    expect((await cache.answer(1, 'k', async () => '[]')).body).toBe('[]');
  });

  it('holds at most its bytes, the least recently used going first', async () => {
    const cache = createAnswerCache({ maxBytes: 20 });
    let made = 0;
    const work = (body: string) => async () => {
      made += 1;
      return body;
    };
    await cache.answer(1, 'a', work('"aaaaaaaa"'));
    await cache.answer(1, 'b', work('"bbbbbbbb"'));
    await cache.answer(1, 'a', work('"aaaaaaaa"'));
    // 30 bytes: b, the least recently used, goes.
    await cache.answer(1, 'c', work('"cccccccc"'));
    expect(made).toBe(3);
    await cache.answer(1, 'a', work('"aaaaaaaa"'));
    expect(made).toBe(3);
    await cache.answer(1, 'b', work('"bbbbbbbb"'));
    expect(made).toBe(4);
  });
});

describe('If-None-Match', () => {
  const { etag } = toAnswer('{"a":1}');
  it('matches the tag, weakly, in a list, or as *', () => {
    expect(matchesEtag(etag, etag)).toBe(true);
    expect(matchesEtag(`W/${etag}`, etag)).toBe(true);
    expect(matchesEtag(`"x" , ${etag}`, etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
    expect(matchesEtag('"x"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
    expect(toAnswer('{"a":2}').etag).not.toBe(etag);
  });
});
