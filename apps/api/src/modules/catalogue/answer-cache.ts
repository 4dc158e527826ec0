/**
 * The catalogue's whole answers (a page of the list or of a search, a product with its reviews),
 * serialised once and kept in this process under the catalogue's version (docs/decisions/022):
 * a write to anything an answer shows moves the version on in its own transaction, so an answer
 * kept under the version a request reads is the answer the database would give. Each answer
 * carries a strong ETag, the hash of its bytes.
 */
import { createHash } from 'node:crypto';

export interface CatalogueAnswer {
  /** The JSON of the answer, as sent. */
  body: string;
  /** A strong entity tag: the same bytes have the same tag, whatever the version. */
  etag: string;
}

export interface AnswerCache {
  /**
   * The answer of `key` at `version`: kept, being made by another request, or made now by
   * `work` (its JSON) and kept while `version` is still the newest seen.
   */
  answer(version: number, key: string, work: () => Promise<string>): Promise<CatalogueAnswer>;
}

/** Enough for a few thousand pages of 12 products; the least recently used answers go first. */
const MAX_BYTES = 24 * 1024 * 1024;

export function toAnswer(body: string): CatalogueAnswer {
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

export function createAnswerCache({ maxBytes = MAX_BYTES } = {}): AnswerCache {
  let newest = -1;
  let bytes = 0;
  const kept = new Map<string, CatalogueAnswer>();
  // Answers being made: concurrent requests for one cold answer wait for the same work.
  const making = new Map<string, Promise<CatalogueAnswer>>();

  function keep(key: string, answer: CatalogueAnswer) {
    kept.set(key, answer);
    bytes += answer.body.length;
    for (const [oldest, old] of kept) {
      if (bytes <= maxBytes) break;
      kept.delete(oldest);
      bytes -= old.body.length;
    }
  }

  return {
    async answer(version, key, work) {
      if (version > newest) {
        // Everything kept was read at an older version.
        newest = version;
        kept.clear();
        making.clear();
        bytes = 0;
      }
      // A version older than the newest seen (a replica behind another): answered, not kept.
      if (version < newest) return toAnswer(await work());
      const hit = kept.get(key);
      if (hit) {
        // The most recently used go last, and are evicted last.
        kept.delete(key);
        kept.set(key, hit);
        return hit;
      }
      const pending = making.get(key);
      if (pending) return pending;
      const made = work().then(toAnswer);
      making.set(key, made);
      try {
        const answer = await made;
        if (version === newest && making.get(key) === made) keep(key, answer);
        return answer;
      } finally {
        if (making.get(key) === made) making.delete(key);
      }
    },
  };
}

/**
 * Whether an If-None-Match header names `etag` (or is `*`). The comparison is weak, as RFC 9110
 * says for If-None-Match: `W/"x"` matches `"x"`.
 */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === opaque;
  });
}
