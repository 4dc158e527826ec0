/**
 * The server's render asks the API for the announcement with the one cookie of the visitor's that
 * says which announcement they closed, and with nothing else of theirs: a visitor who closed it
 * gets pages without it (it never shows only to vanish), and the page stays the one any signed-out
 * visitor gets. A stand-in for the web app's server entry reports what its calls were answered.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_COOKIE, CLOSE_ANNOUNCEMENT_PARAM } from '@shop/shared/site-content';
import { signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';

/** A built web app of two files: the shell, and a server entry that shows what the API told it. */
function standInWebBuild(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'shop-site-content-web-'));
  mkdirSync(path.join(dist, 'client'));
  mkdirSync(path.join(dist, 'server'));
  writeFileSync(
    path.join(dist, 'client', 'index.html'),
    '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(dist, 'server', 'entry-server.js'),
    `export async function render({ fetch }) {
      const content = await (await fetch('/api/site-content')).json();
      const me = await fetch('/api/auth/me');
      const shown = content.announcement ? content.announcement.text : 'no announcement';
      return { kind: 'page', status: 200, html: '<p id="bar">' + shown + '</p><p id="me">' + me.status + '</p>', state: '{}', head: {} };
    }`,
  );
  return dist;
}

const t = useTestApp({ WEB_DIST_DIR: standInWebBuild() });
let admin: SignedInUser;

beforeAll(async () => {
  admin = await signedInUser(t, 'admin');
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/site-content/manage/announcement',
    payload: { text: 'Free shipping over $75 this week' },
    headers: { cookie: admin.cookie },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});

const page = (cookie?: string) => t.app.inject({ method: 'GET', url: '/', headers: cookie ? { cookie } : {} });

describe('the server-rendered page', () => {
  it('holds the announcement, and leaves it out for a visitor who closed it', async () => {
    expect((await page()).body).toContain('<p id="bar">Free shipping over $75 this week</p>');
    const { announcement } = (await t.app.inject({ method: 'GET', url: '/api/site-content' })).json();
    const closed = await page(`${ANNOUNCEMENT_COOKIE}=${announcement.id}`);
    expect(closed.body).toContain('<p id="bar">no announcement</p>');
    // Another announcement's id closes nothing.
    expect((await page(`${ANNOUNCEMENT_COOKIE}=another`)).body).toContain('<p id="bar">Free shipping over $75 this week</p>');
  });

  it('closes it without JavaScript: the close button’s form keeps the cookie and sends the visitor back to their page', async () => {
    const { announcement } = (await t.app.inject({ method: 'GET', url: '/api/site-content' })).json();
    // The form carries the page's own query.
    const closing = await t.app.inject({ url: `/shop?category=mens&${CLOSE_ANNOUNCEMENT_PARAM}=${announcement.id}` });
    expect(closing.statusCode).toBe(303);
    expect(closing.headers.location).toBe('/shop?category=mens');
    const cookie = String(closing.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^${ANNOUNCEMENT_COOKIE}=${announcement.id}; Max-Age=31536000; Path=/;.* SameSite=Lax$`));
    expect((await page(cookie.split(';')[0])).body).toContain('<p id="bar">no announcement</p>');

    // Anything but an id is not kept.
    const junk = await t.app.inject({ url: `/shop?${CLOSE_ANNOUNCEMENT_PARAM}=%3Cb%3E` });
    expect(junk.statusCode).toBe(303);
    expect(junk.headers.location).toBe('/shop');
    expect(junk.headers['set-cookie']).toBeUndefined();
  });

  it("passes on none of the visitor's other cookies: a signed-in visitor's page is rendered signed out", async () => {
    const { announcement } = (await t.app.inject({ method: 'GET', url: '/api/site-content' })).json();
    const answer = await page(`${admin.cookie}; ${ANNOUNCEMENT_COOKIE}=${announcement.id}`);
    expect(answer.body).toContain('<p id="me">401</p>');
    expect(answer.body).toContain('<p id="bar">no announcement</p>');
  });
});
