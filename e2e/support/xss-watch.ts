/**
 * The watch of the XSS journeys (support/xss-payloads.ts): a browser context that reports any
 * payload that runs, and a look at a page that finds any payload turned into markup, and every
 * payload expected there, as text.
 */
import type { APIRequestContext, APIResponse, Browser, BrowserContext, Cookie, Locator, Page } from '@playwright/test';
import { expect, waitUntilInteractive } from './test';
import { XSS_PAYLOADS as PAYLOADS } from './xss-payloads';

/** The payload at position `index`, counting round the list. */
export const at = (index: number) => PAYLOADS[((index % PAYLOADS.length) + PAYLOADS.length) % PAYLOADS.length]!;

/** The payloads as one text, checked against the field's limit (a test that sent a refused text would prove nothing). */
export function textOf(payloads: readonly string[], max: number, separator = ' '): string {
  const text = payloads.join(separator);
  if (text.length > max) throw new Error(`${payloads.length} payloads make ${text.length} characters, over the field's ${max}`);
  return text;
}

/** What a browser needs to be signed in: the session cookie, and the user the app keeps in local storage. */
export interface Session {
  cookies: Cookie[];
  user: unknown;
}

/** What a payload did, wherever it did it: a call of `__xss`, a dialog. Must stay empty. */
export const ran: string[] = [];
/** Every page looked at, and every field x payload seen there as text. */
export const tally = { pages: 0, sightings: 0, surfaces: new Set<string>() };

/**
 * Makes a context report anything a payload runs: `__xss(n)` is a binding into this process (it
 * works under the shop's content security policy, and in frames), and any dialog is one too.
 */
export async function watched(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
  report: string[] = ran,
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  if (options.javaScriptEnabled !== false) {
    await context.exposeBinding('__xss', ({ page }, n: unknown) => void report.push(`__xss(${String(n)}) ran on ${page.url()}`));
    context.on('dialog', (dialog) => {
      report.push(`a ${dialog.type()} dialog "${dialog.message()}" opened on ${dialog.page()?.url() ?? 'a page'}`);
      void dialog.dismiss().catch(() => undefined);
    });
  }
  return context;
}

/**
 * In the page: every trace a payload would leave as markup, and the page's visible text (with
 * the values of its form fields, where an edit form shows what was entered).
 */
export function inspectDocument() {
  const problems: string[] = [];
  const describe = (element: Element) => `<${element.localName}${element.id ? `#${element.id}` : ''}>`;
  const urlAttributes = new Set(['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'srcdoc', 'poster', 'background']);
  for (const element of Array.from(document.querySelectorAll('*'))) {
    if (element.hasAttribute('data-xss')) problems.push(`${describe(element)} carries data-xss`);
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) problems.push(`${describe(element)} has a handler attribute ${name}`);
      // As a browser reads a URL: control characters and spaces do not count.
      const value = [...attribute.value]
        .filter((character) => character > ' ')
        .join('')
        .toLowerCase();
      if (urlAttributes.has(name) && /^(javascript|vbscript|data:text\/html)/.test(value)) {
        problems.push(`${describe(element)} ${name}="${attribute.value}"`);
      }
    }
    if (
      element.localName === 'script' &&
      !element.hasAttribute('src') &&
      !['application/json', 'application/ld+json'].includes(element.getAttribute('type') ?? '')
    ) {
      problems.push(`an inline script: ${element.textContent?.slice(0, 80)}`);
    }
  }
  const values = Array.from(document.querySelectorAll('input, textarea')).map((field) => (field as HTMLInputElement).value);
  return { problems, text: [document.body?.innerText ?? '', ...values].join('\n') };
}

export const normalize = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Looks at the page as it is: nothing a payload would have made is there, and every expected
 * payload is on it as text (so that a page that showed nothing could not pass).
 */
export async function look(page: Page, surface: string, expected: readonly string[]) {
  const { problems, text } = await page.evaluate(inspectDocument);
  const where = `${surface} (${page.url().startsWith('about:') ? 'a mail' : page.url()})`;
  expect(problems, `markup made of entered text on ${where}`).toEqual([]);
  const shown = normalize(text);
  const missing = expected.filter((payload) => !shown.includes(normalize(payload)));
  expect(missing, `entered text not shown on ${where}`).toEqual([]);
  tally.pages += 1;
  tally.sightings += expected.length;
  tally.surfaces.add(surface);
}

/** What tells that a page has drawn what it shows: a text on it, or an element. */
export type Ready = string | Locator;

export async function until(page: Page, ready: Ready | undefined) {
  if (typeof ready === 'string') await expect(page.locator('body')).toContainText(ready);
  else if (ready) await expect(ready).toBeVisible();
}

/** Loads a page of the app (a new document) and waits until it is interactive and `ready`. */
export async function open(page: Page, url: string, ready?: Ready) {
  const response = await page.goto(url);
  expect(response?.ok(), `${url} answered ${response?.status()}`).toBe(true);
  if (response?.headers()['content-type']?.includes('text/html')) await waitUntilInteractive(page);
  await until(page, ready);
}

/**
 * Signs the page's browser in as the session's user without the login form (signing in is
 * proven by other journeys): the cookie, and the user the app keeps in local storage.
 */
export async function signInAs(page: Page, session: Session) {
  const context = page.context();
  await context.clearCookies();
  await context.addCookies(session.cookies);
  if (!page.url().startsWith('http')) await page.goto('/api/health');
  await page.evaluate((user) => localStorage.setItem('user', JSON.stringify(user)), session.user);
}

/** The session of a signed-in API client, for signInAs. */
export async function sessionOf(api: APIRequestContext): Promise<Session> {
  return {
    cookies: (await api.storageState()).cookies,
    user: (await ok<{ user: unknown }>(api.get('/api/auth/me'))).user,
  };
}

export async function ok<T>(answer: Promise<APIResponse>): Promise<T> {
  const response = await answer;
  expect(response.ok(), `${response.url()}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}
