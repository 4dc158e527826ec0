import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { checkedAddresses, isPrivateAddress } from './webhook-address';
import { newWebhookSecret, signedHeaders, webhookSecretBox } from './webhook-signing';

describe('the addresses a webhook may not reach', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.0.0.1',
    '172.16.0.3',
    '172.31.255.255',
    '192.168.1.20',
    // This network, CGNAT, link-local, protocol assignments, benchmarking, multicast, reserved.
    '0.0.0.0',
    '0.1.2.3',
    '100.64.0.1',
    '100.127.255.254',
    '169.254.169.254',
    '192.0.0.8',
    '198.18.0.1',
    '198.19.255.255',
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
    // Unspecified, loopback, unique-local, link-local, multicast.
    '::',
    '::1',
    '[::1]',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'fe80::1%eth0',
    'febf::1',
    'ff02::1',
    'ff0e::101',
    // Discard-only.
    '100::1',
    '100::ffff:ffff:ffff:ffff',
    // IPv4-mapped and SIIT, wrapping a private IPv4 address in their last 32 bits.
    '::ffff:10.0.0.1',
    '::ffff:127.0.0.1',
    '::ffff:a00:1',
    '::ffff:0:7f00:1',
    '::ffff:0:10.0.0.1',
    '::ffff:0:a9fe:a9fe',
    // NAT64 wrapping a private one; and its local-use prefix, whatever it wraps.
    '64:ff9b::a9fe:a9fe',
    '64:ff9b::192.168.0.1',
    '64:ff9b:1::808:808',
    '64:ff9b:1:abcd::1',
    // 6to4 wrapping a private one in bits 16 to 48.
    '2002:a00:1::1',
    '2002:7f00:1::',
    '2002:c0a8:101:1::1',
    '2002:a9fe:a9fe::',
    '2002::',
    'not an address',
  ])('refuses %s', (address) => expect(isPrivateAddress(address)).toBe(true));

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700::1111',
    '::ffff:8.8.8.8',
    // The same forms wrapping a public address, and a neighbour of the discard-only range.
    '::ffff:0:808:808',
    '64:ff9b::808:808',
    '2002:808:808::1',
    '100:0:0:1::1',
  ])('lets %s through', (address) => expect(isPrivateAddress(address)).toBe(false));

  it('checks every address a name resolves to, and lets private ones through only when allowed', async () => {
    const resolve = () =>
      Promise.resolve([
        { address: '93.184.216.34', family: 4 as const },
        { address: '10.1.2.3', family: 4 as const },
      ]);
    await expect(checkedAddresses('hooks.example', false, resolve)).rejects.toThrow('hooks.example resolves to 10.1.2.3');
    await expect(checkedAddresses('hooks.example', true, resolve)).resolves.toHaveLength(2);
    await expect(checkedAddresses('nowhere.invalid', false, () => Promise.reject(new Error('ENOTFOUND')))).rejects.toThrow(
      'could not be resolved',
    );
  });
});

describe('the private addresses setting', () => {
  it('allows them only on a shop on this machine, unless WEBHOOKS_ALLOW_PRIVATE says otherwise', () => {
    const base = { PAYMENT_PROVIDER: 'test' };
    expect(loadConfig({ ...base }).webhooks.allowPrivate).toBe(true);
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://shop.example.com' }).webhooks.allowPrivate).toBe(false);
    expect(loadConfig({ ...base, WEBHOOKS_ALLOW_PRIVATE: 'false' }).webhooks.allowPrivate).toBe(false);
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://shop.example.com', WEBHOOKS_ALLOW_PRIVATE: 'true' }).webhooks.allowPrivate).toBe(
      true,
    );
    expect(loadConfig({ ...base }).webhooks.timeoutMs).toBe(10_000);
    expect(() => loadConfig({ ...base, WEBHOOKS_TIMEOUT_MS: '50' })).toThrow('WEBHOOKS_TIMEOUT_MS');
  });
});

describe('the secrets', () => {
  it('are Standard Webhooks secrets, sealed at rest so that only the key opens them', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const box = webhookSecretBox('the shop secret of this test, long enough');
    const sealed = box.seal(secret);
    expect(sealed).not.toContain(secret.slice(6));
    expect(box.open(sealed)).toBe(secret);
    expect(() => webhookSecretBox('another key entirely, just as long').open(sealed)).toThrow();
    const headers = signedHeaders(secret, 'evt_1', new Date(1_700_000_000_500), '{}');
    expect(headers).toMatchObject({ 'webhook-id': 'evt_1', 'webhook-timestamp': '1700000000' });
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
  });
});
