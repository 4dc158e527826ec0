import { describe, expect, it } from 'vitest';
import { announcementStateAt, isSiteLink } from './site-content';
import { AnnouncementInputSchema, FooterContentInputSchema } from './site-content.schema';
import { DEFAULT_FOOTER } from './site-footer';

describe('the links the owner may write', () => {
  it('are paths of the shop or https addresses', () => {
    for (const link of ['/', '/shop?category=womens', '/terms#refund', 'https://journal.example.com/', 'https://example.com/?q=%3C'])
      expect(isSiteLink(link), link).toBe(true);
  });

  it('are never another scheme, another site written as a path, or text with spaces', () => {
    for (const link of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://example.com/',
      'mailto:hello@example.com',
      '//evil.example/',
      '/\\evil.example',
      'https://',
      'https:// example.com',
      '/shop now',
      'shop',
      '',
    ])
      expect(isSiteLink(link), link).toBe(false);
  });
});

describe("an announcement's window", () => {
  const now = new Date('2026-06-10T12:00:00Z');
  it('is scheduled before its start, showing inside, ended from its end on', () => {
    expect(announcementStateAt({ startsAt: '2026-06-11T00:00:00Z', endsAt: null }, now)).toBe('scheduled');
    expect(announcementStateAt({ startsAt: '2026-06-10T12:00:00Z', endsAt: '2026-06-10T12:00:01Z' }, now)).toBe('showing');
    expect(announcementStateAt({ startsAt: null, endsAt: null }, now)).toBe('showing');
    expect(announcementStateAt({ startsAt: null, endsAt: '2026-06-10T12:00:00Z' }, now)).toBe('ended');
  });

  it('refuses an end at or before its start, naming the end', () => {
    const same = AnnouncementInputSchema.safeParse({ text: 'Hi', startsAt: '2026-06-10T12:00:00Z', endsAt: '2026-06-10T14:00:00+02:00' });
    expect(same.success).toBe(false);
    expect(same.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['endsAt', 'End must be after the start']]);
  });
});

describe("the footer's default", () => {
  it('passes its own schema, as a save of it would', () => {
    expect(FooterContentInputSchema.parse(DEFAULT_FOOTER)).toEqual(DEFAULT_FOOTER);
  });
});
