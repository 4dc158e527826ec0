import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carrierName, CreateShipmentSchema, isTrackingPattern, trackingUrl } from './shipment.schema';

describe('trackingUrl', () => {
  it("puts the number in each carrier's pattern", () => {
    expect(trackingUrl('usps', '9400111899223197428490')).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223197428490',
    );
    expect(trackingUrl('ups', '1Z999AA10123456784')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(trackingUrl('fedex', '449044304137821')).toBe('https://www.fedex.com/fedextrack/?trknbr=449044304137821');
    expect(trackingUrl('dhl', '1234567890')).toBe(
      'https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=1234567890',
    );
    expect(trackingUrl('royal-mail', 'AB123456789GB')).toBe('https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB');
  });

  it('URL-encodes the number, trimmed', () => {
    expect(trackingUrl('ups', ' 1Z 999 AA1 ')).toBe('https://www.ups.com/track?tracknum=1Z%20999%20AA1');
    expect(trackingUrl('ups', 'a&b=c#d/e?f')).toBe('https://www.ups.com/track?tracknum=a%26b%3Dc%23d%2Fe%3Ff');
  });

  it("takes another carrier's https pattern, filling every {number}", () => {
    expect(trackingUrl('other', 'PF 123', 'https://www.parcelforce.com/track-trace?trackNumber={number}&again={number}')).toBe(
      'https://www.parcelforce.com/track-trace?trackNumber=PF%20123&again=PF%20123',
    );
  });

  it('refuses another carrier without a safe pattern', () => {
    expect(() => trackingUrl('other', '123')).toThrow();
    expect(() => trackingUrl('other', '123', 'http://track.example.com/{number}')).toThrow();
    expect(() => trackingUrl('other', '123', 'https://track.example.com/')).toThrow();
    expect(() => trackingUrl('other', '123', 'javascript:alert({number})')).toThrow();
  });

  it('never leaves the carrier’s site, whatever the number', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 64 }), (number) => {
        const url = new URL(trackingUrl('dhl', number));
        return url.origin === 'https://www.dhl.com' && url.pathname === '/global-en/home/tracking/tracking-express.html';
      }),
    );
  });
});

describe('the carrier as people read it', () => {
  it('is its name, or the site of another carrier', () => {
    expect(carrierName('royal-mail')).toBe('Royal Mail');
    expect(carrierName('fedex', 'https://www.fedex.com/x')).toBe('FedEx');
    expect(carrierName('other', 'https://www.parcelforce.com/track?n=1')).toBe('parcelforce.com');
    expect(carrierName('other')).toBe('Other');
  });
});

describe('CreateShipmentSchema', () => {
  const line = '0b6b3c52-34b4-4b8c-9f7e-0a1b2c3d4e5f';

  it('trims the tracking number and keeps only letters, digits, spaces and dashes', () => {
    expect(CreateShipmentSchema.parse({ carrier: 'ups', trackingNumber: '  1Z-999 AA1  ' }).trackingNumber).toBe('1Z-999 AA1');
    expect(CreateShipmentSchema.safeParse({ carrier: 'ups', trackingNumber: '   ' }).success).toBe(false);
    expect(CreateShipmentSchema.safeParse({ carrier: 'ups', trackingNumber: '1Z<script>' }).success).toBe(false);
    expect(CreateShipmentSchema.safeParse({ carrier: 'ups', trackingNumber: 'x'.repeat(65) }).success).toBe(false);
  });

  it('asks another carrier for an https pattern with {number}', () => {
    const missing = CreateShipmentSchema.safeParse({ carrier: 'other', trackingNumber: '1' });
    expect(missing.error?.issues[0]?.path).toEqual(['customUrlPattern']);
    expect(
      CreateShipmentSchema.safeParse({ carrier: 'other', trackingNumber: '1', customUrlPattern: 'https://t.example/{number}' }).success,
    ).toBe(true);
    expect(isTrackingPattern('https://t.example/track')).toBe(false);
  });

  it('takes lines once each, at least one of each', () => {
    expect(CreateShipmentSchema.safeParse({ carrier: 'dhl', trackingNumber: '1', lines: [{ lineId: line, quantity: 2 }] }).success).toBe(
      true,
    );
    expect(CreateShipmentSchema.safeParse({ carrier: 'dhl', trackingNumber: '1', lines: [{ lineId: line, quantity: 0 }] }).success).toBe(
      false,
    );
    expect(CreateShipmentSchema.safeParse({ carrier: 'dhl', trackingNumber: '1', lines: [] }).success).toBe(false);
    expect(
      CreateShipmentSchema.safeParse({
        carrier: 'dhl',
        trackingNumber: '1',
        lines: [
          { lineId: line, quantity: 1 },
          { lineId: line, quantity: 1 },
        ],
      }).success,
    ).toBe(false);
  });
});
