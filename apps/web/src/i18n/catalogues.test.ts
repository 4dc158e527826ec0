import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@shop/shared/languages';
import { describe, expect, it } from 'vitest';
import { keysByFile, keysInCode, readCatalogue, readSource, unusedKeys } from '../../scripts/message-keys';
import { argumentsOf, compileMessage, partOfMessage, type MessagePart } from './compile-catalogue';
import { formatMessage } from './format-message';

const reference = readCatalogue(DEFAULT_LANGUAGE.code);
const others = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);
const keys = keysInCode();

/** Every quoted name with a dot in the shop's shared rules and server (permissions, webhook events, audit actions...). */
function dottedNamesOfTheShop(): Set<string> {
  const root = path.resolve(import.meta.dirname, '../../../..');
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const [, , name] of readFileSync(file, 'utf8').matchAll(/(['"`])([a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9]+)+)\1/g)) names.add(name!);
      }
    }
  };
  for (const dir of ['packages/shared/src', 'apps/api/src']) walk(path.join(root, dir));
  return names;
}

describe('the message catalogues', () => {
  it('name no permission, webhook event or other name of the shop: a build writes every quoted key short, wherever it is quoted', () => {
    const names = dottedNamesOfTheShop();
    expect(names.has('orders.view')).toBe(true);
    const clashing = Object.keys(reference).filter((key) => names.has(key));
    expect(clashing, `message keys that are also names in packages/shared or apps/api:\n${clashing.join('\n')}`).toEqual([]);
  });

  it('hold every key the code gives to t(), in the reference (English) catalogue', () => {
    const missing = [...keys.called].filter(([key]) => !(key in reference)).map(([key, files]) => `${key} (${files.join(', ')})`);
    expect(missing, `keys used in code but missing from en.json:\n${missing.join('\n')}`).toEqual([]);
  });

  it.each(others.map((language) => [language.code]))(
    '%s holds every key of the reference catalogue and of the code, and no other',
    (code) => {
      const catalogue = readCatalogue(code);
      const wanted = new Set([...Object.keys(reference), ...keys.called.keys()]);
      const missing = [...wanted].filter((key) => !(key in catalogue));
      expect(missing, `keys missing from ${code}.json:\n${missing.join('\n')}`).toEqual([]);
      const extra = Object.keys(catalogue).filter((key) => !(key in reference));
      expect(extra, `keys of ${code}.json that en.json lacks:\n${extra.join('\n')}`).toEqual([]);
    },
  );

  it.each(LANGUAGES.map((language) => [language.code]))('%s: every message is valid ICU, with the arguments of the English one', (code) => {
    const catalogue = readCatalogue(code);
    const wrong: string[] = [];
    for (const [key, message] of Object.entries(catalogue)) {
      try {
        compileMessage(message);
      } catch (error) {
        wrong.push(`${key}: ${(error as Error).message}`);
        continue;
      }
      const names = argumentsOf;
      if (reference[key] !== undefined && names(message).join() !== names(reference[key]).join()) {
        wrong.push(
          `${key}: takes ${names(message).join(', ') || 'nothing'}, English takes ${names(reference[key]).join(', ') || 'nothing'}`,
        );
      }
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
  });

  it("are loaded where they are shown: a component that names a part's messages waits for that part, or starts loading it", () => {
    // (A module that is no component holds a table of keys, or formats with its caller's `t`.)
    const waitsFor = (source: string, part: MessagePart) =>
      new RegExp(`use(?:Load)?Messages\\('${part}'`).test(source) || (part === 'later' && /use(?:Load)?LaterMessages\(/.test(source));
    const unloaded: string[] = [];
    for (const [file, named] of keysByFile()) {
      if (!file.endsWith('.tsx')) continue;
      const source = readSource(file);
      const shown = [...named].filter((key) => key in reference);
      const parts = new Set(shown.map(partOfMessage).filter((part) => part !== undefined));
      for (const part of parts) if (!waitsFor(source, part)) unloaded.push(`${file}: ${part}`);
    }
    expect(unloaded, `components that show messages of a part without loading it:\n${unloaded.join('\n')}`).toEqual([]);
  });

  it('are all used by the code (the lint step says so too)', () => {
    for (const { code } of LANGUAGES) expect(unusedKeys(code, keys), code).toEqual([]);
  });
});

describe('a compiled message', () => {
  const format = (message: string, locale: string, values?: Record<string, string | number | Date>) =>
    formatMessage(compileMessage(message), locale, values);

  it('is its text alone when it takes no argument', () => {
    expect(compileMessage('Add to Cart')).toBe('Add to Cart');
    expect(compileMessage("Email me when it's back")).toBe("Email me when it's back");
  });

  it("uses the locale's own plural rules and number formats, from Intl", () => {
    const items = '{count, plural, one {# item} other {# items}}';
    expect([0, 1, 2, 1234].map((count) => format(items, 'en-US', { count }))).toEqual(['0 items', '1 item', '2 items', '1,234 items']);
    const articles = '{count, plural, one {# article} other {# articles}}';
    // French counts 0 and 1 as one, and groups thousands with a narrow space.
    expect([0, 1, 2].map((count) => format(articles, 'fr-FR', { count }))).toEqual(['0 article', '1 article', '2 articles']);
    expect(format(articles, 'fr-FR', { count: 1234 })).toBe(`${new Intl.NumberFormat('fr-FR').format(1234)} articles`);
    expect(format('{n, plural, =0 {none} one {one} other {#}}', 'en-US', { n: 0 })).toBe('none');
    expect(format('Noté {rating, number} sur 5', 'fr-FR', { rating: 4.5 })).toBe('Noté 4,5 sur 5');
  });

  it('selects, and formats dates for the locale', () => {
    expect(format('{kind, select, gift {a gift} other {a tee}}', 'en-US', { kind: 'gift' })).toBe('a gift');
    expect(format('{kind, select, gift {a gift} other {a tee}}', 'en-US', { kind: 'x' })).toBe('a tee');
    const day = new Date(Date.UTC(2026, 11, 24, 12));
    expect(format('{day, date, long}', 'fr-FR', { day })).toBe(new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long' }).format(day));
  });

  it('refuses what is not ICU', () => {
    expect(() => compileMessage('{count, plural, one {# item}}')).toThrow();
    expect(() => compileMessage('Unclosed {name')).toThrow();
  });
});
