/**
 * A content page's Markdown to the HTML a visitor gets: rendered by markdown-it, placeholders
 * filled in, then passed through sanitize-html's allow-list. It runs on the server only (the
 * API's pages and their live preview, and the tests that need the same HTML): the storefront
 * receives the HTML in its server render and never loads a Markdown library.
 *
 * What survives:
 * - Markdown's own constructs, and raw HTML of a small list of tags (details and summary for
 *   questions and answers, the tags Markdown itself writes); no script, style, iframe, object,
 *   embed, form, svg or math, no event handler, no style or class attribute.
 * - Links to http(s), mailto, and relative or anchor addresses (`/shop`, `#refund`); any other
 *   address (javascript:, data:, vbscript:, protocol-relative...), however written, is dropped.
 *   Pictures from http(s) or relative addresses only.
 * - Headings get stable ids: `## Refund Policy {#refund}` sets it, otherwise the heading's words
 *   ('how-it-started'); an h1 becomes an h2 (the page's title is its one h1); each h2 and what
 *   follows it, up to the next, is a <section> named by the heading (a landmark a screen reader
 *   lists).
 */
import MarkdownIt, { type Token } from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { PAGE_PLACEHOLDERS, type PagePlaceholderValues } from './page-content.schema';

const SAFE_SCHEMES = ['http', 'https', 'mailto'];
const ID_FORMAT = /^[a-z0-9][a-z0-9-]{0,79}$/;
const EXPLICIT_ID = /\s*\{#([a-z0-9][a-z0-9-]{0,79})\}\s*$/;
const PLACEHOLDER = /(?:\{\{|%7B%7B)\s*([A-Za-z]+)\s*(?:\}\}|%7D%7D)/g;

/**
 * Whether a link may be kept: http(s), mailto, or no scheme at all (relative, anchor). Control
 * characters and whitespace are ignored first, as browsers ignore them (`java\tscript:`).
 */
export function isSafeHref(url: string): boolean {
  // eslint-disable-next-line no-control-regex -- the characters a browser skips inside a URL's scheme
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]+/g, '');
  if (/^[\\/][\\/]/.test(compact)) return false;
  const scheme = /^([^/?#]*?):/.exec(compact);
  return !scheme || SAFE_SCHEMES.includes(scheme[1]!.toLowerCase());
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** 'What we keep, and why' -> 'what-we-keep-and-why'. */
export function headingId(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'section'
  );
}

const md = MarkdownIt({ html: true, linkify: true, typographer: false });
md.validateLink = isSafeHref;

/** What a render is given (markdown-it's `env`): the placeholders' values. */
type RenderEnv = { values: Partial<PagePlaceholderValues> } & Record<string, unknown>;

function fill(text: string, values: RenderEnv['values'], format: (value: string) => string): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = Object.hasOwn(PAGE_PLACEHOLDERS, name) ? values[name as keyof PagePlaceholderValues] : undefined;
    return value === undefined ? whole : format(value);
  });
}

/**
 * Placeholders are filled in the parsed tokens, never in the Markdown: a value (a shop's name
 * with a '*' in it) is text, not Markdown, and an address in a link is checked like any other.
 */
function fillPlaceholders(tokens: Token[], values: RenderEnv['values']): void {
  for (const token of tokens) {
    if (token.type === 'text' || token.type === 'code_inline' || token.type === 'fence' || token.type === 'code_block') {
      token.content = fill(token.content, values, (value) => value);
    } else if (token.type === 'html_inline' || token.type === 'html_block') {
      token.content = fill(token.content, values, escapeHtml);
    }
    for (const name of ['href', 'src'] as const) {
      const address = token.attrGet(name);
      if (typeof address !== 'string') continue;
      const filled = fill(address, values, (value) => md.normalizeLink(value));
      token.attrSet(name, isSafeHref(md.normalizeLinkText(filled)) ? filled : '');
    }
    if (token.children) fillPlaceholders(token.children, values);
  }
}

/** Ids for headings, h1 made h2, and a section around each h2 and what follows it. */
function shapeHeadings(tokens: Token[], state: { Token: typeof Token }): Token[] {
  const taken = new Set<string>();
  const shaped: Token[] = [];
  let sectionOpen = false;
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    if (token.type === 'heading_open' || token.type === 'heading_close') {
      if (token.tag === 'h1') token.tag = 'h2';
    }
    if (token.type === 'heading_open') {
      const inline = tokens[index + 1]!;
      const last = inline.children?.at(-1);
      let id: string | undefined;
      const explicit = last?.type === 'text' ? EXPLICIT_ID.exec(last.content) : null;
      if (explicit && last) {
        id = explicit[1]!;
        last.content = last.content.slice(0, explicit.index);
      }
      const words = (inline.children ?? [])
        .map((child) => (child.type === 'text' || child.type === 'code_inline' ? child.content : ''))
        .join('');
      let base = id ?? headingId(words);
      if (taken.has(base)) {
        let n = 2;
        while (taken.has(`${base}-${n}`)) n++;
        base = `${base}-${n}`;
      }
      taken.add(base);
      token.attrSet('id', base);
      if (token.tag === 'h2' && token.level === 0) {
        if (sectionOpen) shaped.push(new state.Token('page_section_close', 'section', -1));
        const open = new state.Token('page_section_open', 'section', 1);
        open.attrSet('aria-labelledby', base);
        shaped.push(open);
        sectionOpen = true;
      }
    }
    shaped.push(token);
  }
  if (sectionOpen) shaped.push(new state.Token('page_section_close', 'section', -1));
  return shaped;
}

md.core.ruler.push('page_placeholders', (state) => {
  fillPlaceholders(state.tokens, (state.env as RenderEnv).values ?? {});
});
md.core.ruler.push('page_headings', (state) => {
  state.tokens = shapeHeadings(state.tokens, state);
});
md.renderer.rules.page_section_open = (tokens, index) =>
  `<section aria-labelledby="${escapeHtml(String(tokens[index]!.attrGet('aria-labelledby') ?? ''))}">\n`;
md.renderer.rules.page_section_close = () => '</section>\n';

const keepId = (attribute: string) => (tagName: string, attribs: sanitizeHtml.Attributes) => {
  const value = attribs[attribute];
  const { [attribute]: _dropped, ...rest } = attribs;
  return { tagName, attribs: value !== undefined && ID_FORMAT.test(value) ? { ...rest, [attribute]: value } : rest };
};

const HEADINGS = ['h2', 'h3', 'h4', 'h5', 'h6'];

/** The attributes, less the address named when it is not one a page may hold. */
function withSafe(attribs: sanitizeHtml.Attributes, name: 'href' | 'src'): sanitizeHtml.Attributes {
  const { [name]: address, ...rest } = attribs;
  return address && isSafeHref(address) ? attribs : rest;
}

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    ...HEADINGS,
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    's',
    'del',
    'sup',
    'sub',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'details',
    'summary',
    'section',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    details: ['open'],
    section: ['aria-labelledby'],
    ...Object.fromEntries(HEADINGS.map((tag) => [tag, ['id']])),
  },
  allowedClasses: {},
  allowedStyles: {},
  allowedSchemes: SAFE_SCHEMES,
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  // Dropped with everything inside them, not only their tags.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
    'title',
    'xmp',
  ],
  disallowedTagsMode: 'discard',
  transformTags: {
    ...Object.fromEntries(HEADINGS.map((tag) => [tag, keepId('id')])),
    section: keepId('aria-labelledby'),
    // A link whose address is refused keeps its words, in an <a> with no address, which goes
    // nowhere and reads as text. The tag keeps its name: renaming it would make the sanitiser
    // close the next good link with the new name, and leave that link open to the page's end.
    a: (tagName, attribs) => ({ tagName, attribs: withSafe(attribs, 'href') }),
    img: (tagName, attribs) => ({ tagName, attribs: withSafe(attribs, 'src') }),
  },
  // A picture whose address was refused is nothing: it goes.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The page's Markdown as the HTML a visitor gets, with the placeholders' values filled in. */
export function renderPageMarkdown(markdown: string, values: Partial<PagePlaceholderValues> = {}): string {
  const env: RenderEnv = { values };
  return sanitizeHtml(md.render(markdown, env), SANITIZE).trim();
}
