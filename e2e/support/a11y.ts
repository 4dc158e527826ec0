/**
 * What the accessibility journeys share: axe run against WCAG 2.2 AA, waiting until a page shows
 * what its visitors read (not its skeletons), and reading where the keyboard focus is and
 * whether it can be seen.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** The rules of WCAG 2.0, 2.1 and 2.2, levels A and AA, as axe tags them. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeFinding {
  where: string;
  id: string;
  impact: string;
  /** A rule of WCAG 2.2 AA, not only one of axe's best practices (landmarks, heading order). */
  wcag: boolean;
  help: string;
  targets: string[];
}

/**
 * Axe's findings on the page as it is now, each with where it was seen: the rules of WCAG 2.2 AA,
 * and axe's best practices too (reported, never failing a journey).
 */
export async function axeFindings(page: Page, where: string): Promise<AxeFinding[]> {
  const results = await new AxeBuilder({ page }).withTags([...WCAG_22_AA, 'best-practice']).analyze();
  return results.violations.map((violation) => ({
    where,
    id: violation.id,
    impact: violation.impact ?? 'unknown',
    wcag: violation.tags.some((tag) => WCAG_22_AA.includes(tag)),
    help: `${violation.help} (${violation.helpUrl})`,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/** A breach of WCAG 2.2 AA, whatever its impact (axe's best practices alone do not fail a journey). */
export const isBlocking = (finding: AxeFinding) => finding.wcag;

/** One line per finding: where, rule, impact, the elements, and what the rule asks. */
export function describeFindings(findings: AxeFinding[]): string[] {
  return findings.map(
    (finding) =>
      `${finding.where}: ${finding.id} [${finding.impact}${finding.wcag ? '' : ', best practice'}] ${finding.targets.slice(0, 5).join(' | ')} — ${finding.help}`,
  );
}

/**
 * Waits until the page shows its content: a heading, no skeleton or spinner, nothing marked
 * busy, and every transition and one-off animation finished (a fading panel is read by axe at
 * its final colours, as people read it).
 */
export async function waitUntilSettled(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('.animate-pulse:visible, .animate-spin:visible, [aria-busy="true"]')).toHaveCount(0);
  await waitForAnimations(page);
}

/** Every finite animation and transition of the page has finished (endless ones, e.g. a pulse, are left). */
export async function waitForAnimations(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
}

/** Runs in the page: an element as messages name it (tag, id, accessible name or text). */
function describeElement(element: Element): string {
  const name =
    element.getAttribute('aria-label') ??
    (element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement
      ? (element.labels?.[0]?.textContent ?? element.name)
      : element.textContent);
  return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(name ?? '').trim().replace(/\s+/g, ' ').slice(0, 60)}"`;
}

/** What is focused, for messages. */
export async function focusedDescription(page: Page): Promise<string> {
  return page.evaluate(`(${describeElement.toString()})(document.activeElement ?? document.body)`);
}

/**
 * How the focused element shows its focus. A ring is an outline or a box shadow drawn by the
 * element, its ::before/::after (a card link stretched over its card), a visible neighbour it
 * styles (a real radio made invisible inside its pill) or an ancestor that shows focus within;
 * each counts only if it is itself visible. An outline's contrast is taken against what lies
 * under it, on the side where it stands out most.
 */
interface FocusLook {
  /** Per candidate ('self', 'self::after', 'next', 'parent 2'...): its ring, and an outline's contrast. */
  rings: Record<string, { ring: string; contrast: number | null }>;
  /** What covers every point of the element (a fixed header, a toast), or null when some of it can be seen. */
  obscuredBy: string | null;
}

/** What the page answers after a key press: where the focus is and how it shows. */
export interface FocusStep {
  /** Finite animations are still running (a ring fading in): ask again once they end. */
  animating: boolean;
  /** The focused element, described; null when the page itself has the focus (past the last stop). */
  focused: string | null;
  look: FocusLook | null;
  /** The focus came back to a stop already passed since tabThroughPage began. */
  cameRound: boolean;
  /** The focus is outside the part of the page being walked (see tabThroughPart); false when the whole page is. */
  leftPart: boolean;
  /** The stop the focus left, when its ring stayed on: the ring was not the focus's. */
  ringStayed: string | null;
}

/**
 * Runs in the page: reads the focus (see FocusStep), remembering the focused element and its
 * ring for the next step, and that the keyboard reached it (see unreachedControls).
 */
function focusStep(look: typeof lookOf, describe: typeof describeElement): FocusStep {
  const state = window as unknown as {
    __focusLast?: { element: Element; rings: FocusLook['rings']; description: string };
    __reached?: Set<Element>;
    __walk?: Set<Element>;
    __part?: string;
  };
  const running = document
    .getAnimations()
    .some((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity);
  if (running) return { animating: true, focused: null, look: null, cameRound: false, leftPart: false, ringStayed: null };
  const active = document.activeElement && document.activeElement !== document.body ? document.activeElement : null;
  const last = state.__focusLast;
  let ringStayed: string | null = null;
  if (last && last.element !== active && Object.keys(last.rings).length > 0) {
    const now = look(last.element).rings;
    const stayed = Object.entries(last.rings).filter(([key, { ring }]) => now[key]?.ring === ring);
    if (stayed.length === Object.keys(last.rings).length) ringStayed = `${last.description}: ${JSON.stringify(stayed)}`;
  }
  const part = state.__part ? document.querySelector(state.__part) : null;
  if (!active) {
    state.__focusLast = undefined;
    return { animating: false, focused: null, look: null, cameRound: false, leftPart: part !== null, ringStayed };
  }
  (state.__reached ??= new Set()).add(active);
  // NOTE: a date field takes several presses (month, day, year) without the focus leaving it.
  const cameRound = (state.__walk?.has(active) ?? false) && last?.element !== active;
  state.__walk?.add(active);
  const description = describe(active);
  const current = look(active);
  state.__focusLast = { element: active, rings: current.rings, description };
  return {
    animating: false,
    focused: description,
    look: current,
    cameRound,
    leftPart: part !== null && !part.contains(active),
    ringStayed,
  };
}

/** Where the focus is now and how it shows, once the page's transitions have ended. */
async function readFocus(page: Page): Promise<FocusStep> {
  const expression = `(${focusStep.toString()})(${lookOf.toString()}, ${describeElement.toString()})`;
  for (;;) {
    const step = await page.evaluate<FocusStep>(expression);
    if (!step.animating) return step;
    await waitForAnimations(page);
  }
}

/**
 * The focused element shows its focus: a ring of at least 3:1 against its surroundings (WCAG
 * 1.4.11), not entirely hidden behind something (2.4.11).
 */
function expectShowsFocus({ focused, look }: FocusStep) {
  const rings = Object.values(look!.rings);
  expect(rings.length, `${focused} shows a focus ring`).toBeGreaterThan(0);
  const best = Math.max(...rings.map((candidate) => candidate.contrast ?? 21));
  expect(best, `${focused}: its focus ring stands out at least 3:1 (${JSON.stringify(look!.rings)})`).toBeGreaterThanOrEqual(3);
  expect(look!.obscuredBy, `${focused} is not hidden behind something`).toBeNull();
}

/** Something is focused, and it shows (see expectShowsFocus). */
export async function expectVisibleFocus(page: Page) {
  const step = await readFocus(page);
  expect(step.focused, 'something is focused').not.toBeNull();
  expectShowsFocus(step);
}

/** Runs in the page: how `element` shows its focus (see FocusLook). */
function lookOf(element: Element | null): FocusLook {
  const look: FocusLook = { rings: {}, obscuredBy: null };
  if (!element) return look;
  const canvas = document.createElement('canvas');
  canvas.width = 1;
  canvas.height = 1;
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  /** Any CSS colour as sRGB 0-255 and alpha 0-1 (painted, so oklab and color-mix read the same). */
  const rgba = (color: string): [number, number, number, number] => {
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = color;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
    return [r!, g!, b!, a! / 255];
  };
  const over = (top: [number, number, number, number], below: [number, number, number]): [number, number, number] => [
    top[0] * top[3] + below[0] * (1 - top[3]),
    top[1] * top[3] + below[1] * (1 - top[3]),
    top[2] * top[3] + below[2] * (1 - top[3]),
  ];
  const luminance = ([r, g, b]: [number, number, number]) => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const contrast = (a: [number, number, number], b: [number, number, number]) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  };
  /** The colour painted at a point below `except` (its own box and children left out); null over a picture. */
  const backdropAt = (x: number, y: number, except: Element): [number, number, number] | null => {
    const layers: [number, number, number, number][] = [];
    for (const under of document.elementsFromPoint(x, y)) {
      if (except.contains(under)) continue;
      const style = getComputedStyle(under);
      if (style.backgroundImage !== 'none' || under instanceof HTMLImageElement) return null;
      const colour = rgba(style.backgroundColor);
      if (colour[3] > 0) layers.push(colour);
      if (colour[3] === 1) break;
    }
    return layers.reduceRight<[number, number, number]>((below, layer) => over(layer, below), [255, 255, 255]);
  };
  const visible = (candidate: Element) => {
    const rect = candidate.getBoundingClientRect();
    if (rect.width < 2 || rect.height < 2) return false;
    for (let node: Element | null = candidate; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false;
    }
    return true;
  };
  /** The outline's contrast against what is under it, on its best side (null when it is over a picture). */
  const outlineContrast = (style: CSSStyleDeclaration, box: DOMRect, owner: Element): number | null => {
    const colour = rgba(style.outlineColor);
    const middle = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth) / 2;
    const points: [number, number][] = [
      [box.left - middle, box.top + box.height / 2],
      [box.right + middle, box.top + box.height / 2],
      [box.left + box.width / 2, box.top - middle],
      [box.left + box.width / 2, box.bottom + middle],
    ];
    let best: number | null = null;
    for (const [x, y] of points) {
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
      const below = backdropAt(x, y, middle < 0 ? document.createElement('div') : owner);
      if (!below) continue;
      const value = contrast(over(colour, below), below);
      best = best === null ? value : Math.max(best, value);
    }
    return best;
  };
  const consider = (key: string, candidate: Element | null, pseudo?: '::before' | '::after') => {
    if (!candidate || !visible(candidate)) return;
    const style = getComputedStyle(candidate, pseudo);
    if (pseudo && (style.content === 'none' || style.content === 'normal')) return;
    const parts: string[] = [];
    let outline: number | null = null;
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && rgba(style.outlineColor)[3] > 0) {
      parts.push(`outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor} offset ${style.outlineOffset}`);
      // A pseudo-element stretched over its card (inset 0) draws around the card.
      const box = (pseudo ? ((candidate as HTMLElement).offsetParent ?? candidate) : candidate).getBoundingClientRect();
      outline = outlineContrast(style, box, pseudo ? ((candidate as HTMLElement).offsetParent ?? candidate) : candidate);
    }
    if (style.boxShadow && style.boxShadow !== 'none') parts.push(`shadow ${style.boxShadow}`);
    if (parts.length > 0) look.rings[key] = { ring: parts.join('; '), contrast: style.boxShadow !== 'none' ? null : outline };
  };
  consider('self', element);
  consider('self::before', element, '::before');
  consider('self::after', element, '::after');
  consider('next', element.nextElementSibling);
  let ancestor = element.parentElement;
  for (let level = 1; ancestor && level <= 3; level += 1, ancestor = ancestor.parentElement) consider(`parent ${level}`, ancestor);

  // Seen if any of a few points inside it (or its styled neighbour) is not under something else.
  const target = visible(element) ? element : (element.closest('label') ?? element.nextElementSibling ?? element);
  const box = target.getBoundingClientRect();
  const inside = [
    [0.5, 0.5],
    [0.1, 0.1],
    [0.9, 0.1],
    [0.1, 0.9],
    [0.9, 0.9],
  ].map(([fx, fy]) => [box.left + box.width * fx!, box.top + box.height * fy!] as const);
  // What is painted on top at a point: a toast fading out (opacity 0) covers nothing.
  const topAt = (x: number, y: number) =>
    document.elementsFromPoint(x, y).find((hit) => {
      for (let node: Element | null = hit; node; node = node.parentElement) if (Number(getComputedStyle(node).opacity) === 0) return false;
      return true;
    }) ?? null;
  const seen = inside.some(([x, y]) => {
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return false;
    const hit = topAt(x, y);
    return hit !== null && (target.contains(hit) || hit.contains(target) || element.contains(hit) || hit === element);
  });
  if (!seen) {
    const [x, y] = inside[0]!;
    const cover = topAt(x, y);
    look.obscuredBy = cover
      ? `${cover.tagName.toLowerCase()}.${cover.className} "${(cover.textContent ?? '').trim().slice(0, 40)}" at ${Math.round(x)},${Math.round(y)}`
      : `nothing at ${Math.round(x)},${Math.round(y)}`;
  }
  return look;
}

/**
 * Presses Tab (or Shift+Tab) and checks the stop it lands on: visibly focused, and the ring of
 * the stop it left gone. Passing through the page itself (past the last stop) is allowed.
 * Answers the stop, described, or null for the page itself.
 */
export async function pressTab(page: Page, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<FocusStep> {
  await page.keyboard.press(key);
  const step = await readFocus(page);
  expect(step.ringStayed, 'the focus ring of the stop left behind goes once the focus leaves').toBeNull();
  if (step.focused !== null) expectShowsFocus(step);
  return step;
}

/** Tabs (checking each stop) until `target` is focused. */
export async function tabTo(page: Page, target: Locator, { key = 'Tab', max = 120 }: { key?: 'Tab' | 'Shift+Tab'; max?: number } = {}) {
  await readFocus(page);
  for (let press = 0; press < max; press += 1) {
    await pressTab(page, key);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${max} presses of ${key} did not reach ${target.toString()} (the focus is on ${await focusedDescription(page)})`);
}

/**
 * Tabs through the whole page from where the focus is until it comes round again, checking every
 * stop, then expects every control of `scope` to have been reached.
 */
export async function tabThroughPage(page: Page, scope = 'body', max = 250) {
  await page.evaluate(() => {
    (window as unknown as { __walk: Set<Element> }).__walk = new Set();
  });
  await readFocus(page);
  for (let press = 0; ; press += 1) {
    expect(press, `the focus comes round within ${max} presses of Tab`).toBeLessThan(max);
    if ((await pressTab(page)).cameRound) break;
  }
  await page.evaluate(() => {
    delete (window as unknown as { __walk?: Set<Element> }).__walk;
  });
  expect(await unreachedControls(page, scope), 'every control can be reached with Tab').toEqual([]);
}

/**
 * The names of the Tab stops outside `part`, in order: the frame around a page's own part (the
 * header, a dashboard's links, the footer). Pages whose frames read the same share them, so
 * tabThroughPart walks each frame once (see tabThroughPart).
 */
export async function frameAround(page: Page, part: string): Promise<string> {
  return page.evaluate<string>(
    `(${stopsOutside.toString()})(${JSON.stringify(part)}, ${tabStops.toString()}, ${describeElement.toString()})`,
  );
}

/** Runs in the page: the visible, enabled elements of the document that Tab stops at, in document order. */
function tabStops(): HTMLElement[] {
  return Array.from(
    document.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]',
    ),
  ).filter((element) => element.tabIndex >= 0 && element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden');
}

/** Runs in the page: the Tab stops outside `selector`, described, one a line. */
function stopsOutside(selector: string, stops: typeof tabStops, describe: typeof describeElement): string {
  const inside = document.querySelector(selector);
  return stops()
    .filter((element) => !inside?.contains(element))
    .map(describe)
    .join('\n');
}

/**
 * Runs in the page: puts the focus on the Tab stop just before `selector` (none: the page itself),
 * so that the next Tab enters it as a keyboard user does, and starts a walk of it. False when the
 * page has no such part.
 */
function focusBeforePart(selector: string, stops: typeof tabStops): boolean {
  const state = window as unknown as { __walk?: Set<Element>; __part?: string };
  const inside = document.querySelector(selector);
  if (!inside) return false;
  const before = stops()
    .filter((element) => !inside.contains(element) && element.compareDocumentPosition(inside) & Node.DOCUMENT_POSITION_FOLLOWING)
    .at(-1);
  (document.activeElement as HTMLElement | null)?.blur();
  before?.focus();
  state.__walk = new Set();
  state.__part = selector;
  return true;
}

/**
 * Tabs through one part of the page (`part`, a selector): from the Tab stop just before it, every
 * stop inside it is checked as tabThroughPage checks them, until the focus leaves it; then every
 * control of the part must have been reached. For the page's own part when its frame (header,
 * footer, a dashboard's links) was walked on another page already.
 */
export async function tabThroughPart(page: Page, part: string, max = 250) {
  const entered = await page.evaluate<boolean>(`(${focusBeforePart.toString()})(${JSON.stringify(part)}, ${tabStops.toString()})`);
  expect(entered, `the page has ${part}`).toBe(true);
  await readFocus(page);
  for (let press = 0; ; press += 1) {
    expect(press, `the focus leaves ${part} within ${max} presses of Tab`).toBeLessThan(max);
    const step = await pressTab(page);
    if (step.leftPart || step.cameRound) break;
  }
  await page.evaluate(() => {
    const state = window as unknown as { __walk?: Set<Element>; __part?: string };
    delete state.__walk;
    delete state.__part;
  });
  expect(await unreachedControls(page, part), `every control of ${part} can be reached with Tab`).toEqual([]);
}

/**
 * The controls inside `scope` that the keyboard has not reached (see focusStep): visible links,
 * buttons and fields that are not disabled, a radio group counting as reached by any of its radios.
 */
export async function unreachedControls(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate((selector) => {
    const reached = (window as unknown as { __reached?: Set<Element> }).__reached ?? new Set<Element>();
    const root = document.querySelector(selector);
    if (!root) return [`nothing matches ${selector}`];
    const controls = Array.from(
      root.querySelectorAll<HTMLElement>(
        'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
      ),
    );
    const reachedGroups = new Set(
      Array.from(reached)
        .filter((element): element is HTMLInputElement => element instanceof HTMLInputElement && element.type === 'radio')
        .map((radio) => radio.name),
    );
    const unreached: string[] = [];
    for (const control of controls) {
      if (reached.has(control) || control.tabIndex < 0 || control.closest('[inert], [aria-hidden="true"], [hidden]')) continue;
      if (control instanceof HTMLInputElement && control.type === 'radio' && reachedGroups.has(control.name)) continue;
      const style = getComputedStyle(control);
      // An input made invisible inside a styled label is still a control; other unseen elements are not.
      const invisibleInput = control instanceof HTMLInputElement && Number(style.opacity) === 0;
      const rect = control.getBoundingClientRect();
      if (!invisibleInput && (rect.width === 0 || rect.height === 0 || style.visibility === 'hidden')) continue;
      if (control.getClientRects().length === 0) continue;
      const name =
        control.getAttribute('aria-label') ??
        (control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement
          ? (control.labels?.[0]?.textContent ?? control.name)
          : control.textContent);
      unreached.push(`${control.tagName.toLowerCase()} "${(name ?? '').trim().replace(/\s+/g, ' ').slice(0, 60)}"`);
    }
    return unreached;
  }, scope);
}

/**
 * The Tab stops inside `container`, in order, as the browser visits them: visible, enabled
 * elements with a non-negative tabindex, a radio group being one stop. Runs in the page; answers
 * the index of the focused element's stop, or -1 when the focus is outside, and how many stops.
 */
function tabStopOfFocus(container: Element): { index: number; count: number } {
  const candidates = Array.from(
    container.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]',
    ),
  ).filter((element) => element.tabIndex >= 0 && element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden');
  const stops: string[] = [];
  const stopOf = new Map<Element, number>();
  for (const element of candidates) {
    const key = element instanceof HTMLInputElement && element.type === 'radio' && element.name ? `radio:${element.name}` : null;
    const existing = key ? stops.indexOf(key) : -1;
    if (existing >= 0) {
      stopOf.set(element, existing);
      continue;
    }
    stops.push(key ?? `element ${stops.length}`);
    stopOf.set(element, stops.length - 1);
  }
  const active = document.activeElement;
  return { index: active ? (stopOf.get(active) ?? -1) : -1, count: stops.length };
}

/**
 * With the keyboard only: Tab runs through every stop of the dialog and from the last goes back
 * to the first, Shift+Tab from the first goes to the last, and the focus never leaves it.
 */
export async function expectFocusTrapped(page: Page, dialog: Locator) {
  const where = async () => dialog.evaluate(tabStopOfFocus);
  const { count } = await where();
  const focusInside = await dialog.evaluate((element) => element.contains(document.activeElement));
  expect(focusInside, `the focus moves into the dialog when it opens (it is on ${await focusedDescription(page)})`).toBe(true);
  expect(count, 'the dialog has something to focus').toBeGreaterThan(0);
  const visited: number[] = [];
  await readFocus(page);
  // Enough presses to pass the end once, whatever stop the dialog focused first. A date or time
  // field takes a Tab for each of its parts (month, day, year, hour...), so it may hold the focus
  // for several presses: they go on until every stop is seen and the end is passed.
  const passedEnd = () => visited.some((index, at) => at > 0 && visited[at - 1] === count - 1 && index === 0);
  for (let press = 0; press <= count * 8 && !(new Set(visited).size === count && passedEnd()); press += 1) {
    await pressTab(page);
    const { index } = await where();
    expect(index, `Tab keeps the focus in the dialog (it is on ${await focusedDescription(page)})`).toBeGreaterThanOrEqual(0);
    visited.push(index);
  }
  expect(new Set(visited).size, `Tab reaches every stop of the dialog (visited ${visited.join(', ')})`).toBe(count);
  const wrapped = visited.some((index, at) => at > 0 && visited[at - 1] === count - 1 && index === 0);
  expect(wrapped || count === 1, `Tab from the last stop goes to the first (visited ${visited.join(', ')})`).toBe(true);
  // Back to the first stop, then Shift+Tab goes round to the last.
  for (let press = 0; press < count * 8 && (await where()).index !== 0; press += 1) await pressTab(page);
  expect((await where()).index).toBe(0);
  await pressTab(page, 'Shift+Tab');
  expect((await where()).index, 'Shift+Tab from the first stop goes to the last').toBe(count - 1);
  await pressTab(page);
  expect((await where()).index).toBe(0);
}
