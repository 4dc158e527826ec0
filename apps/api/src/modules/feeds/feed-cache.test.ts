/** A feed's bytes as the writer makes them: the text as given, its hash and its gzip, whatever the pieces. */
import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { feedBytesWriter } from './feed-cache';

describe('a feed’s bytes', () => {
  it('are the pieces’ text in UTF-8 across many buffers, with its SHA-1 as the ETag and the same bytes gzipped', async () => {
    const pieces = [
      '<?xml version="1.0"?>\n',
      // Many small pieces fill several buffers of a megabyte, and some characters take 2, 3 or 4 bytes.
      ...Array.from({ length: 30_000 }, (_, index) => `<item><title>Tee ${index} – café ✓ 🧵</title></item>\n`),
      // One piece larger than a buffer.
      'x'.repeat(1_500_000),
      '</rss>\n',
    ];
    const writer = feedBytesWriter();
    for (const piece of pieces) writer.write(piece);
    const bytes = await writer.end();

    const expected = Buffer.from(pieces.join(''));
    expect(bytes.body.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(bytes.body.equals(expected)).toBe(true);
    expect(bytes.etag).toBe(`"${createHash('sha1').update(expected).digest('base64url')}"`);
    expect(gunzipSync(bytes.gzipped).equals(expected)).toBe(true);
  });
});
