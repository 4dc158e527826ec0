import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('replaces the values of secret query parameters and keeps the rest', () => {
    expect(redactUrl('/success?session_id=cs_test_a1b2&from=bag')).toBe('/success?session_id=[redacted]&from=bag');
    expect(redactUrl('/reset-password?token=abc.def')).toBe('/reset-password?token=[redacted]');
    expect(redactUrl('/verify-email?Token=abc&TOKEN=def')).toBe('/verify-email?Token=[redacted]&TOKEN=[redacted]');
    expect(redactUrl('/x?session%5Fid=cs_1')).toBe('/x?session%5Fid=[redacted]');
  });

  it('replaces a checkout session id in the path', () => {
    expect(redactUrl('/api/orders/test-checkout/cs_test_123/pay')).toBe('/api/orders/test-checkout/[redacted]/pay');
    expect(redactUrl('/api/orders/test-checkout/cs_test_123?x=1')).toBe('/api/orders/test-checkout/[redacted]?x=1');
  });

  it('leaves other URLs as they are, including odd ones', () => {
    for (const url of ['/', '/shop?color=Red&page=2', '/api/products/abc', '/x?', '/x?flag', '/x?%E0%A4%A=1&token']) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});
