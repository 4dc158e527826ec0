/**
 * What the checks of the message catalogues read (src/i18n/catalogues, decision 043): each
 * catalogue's source, the keys the code uses, and whether a page's first load carries only its own
 * language's messages. Read by src/i18n/catalogues.test.ts, check-messages.ts (lint) and
 * check-bundle-size.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@shop/shared/languages';

const webRoot = path.resolve(import.meta.dirname, '..');
const cataloguesDir = path.join(webRoot, 'src', 'i18n', 'catalogues');

/** A language's catalogue as written: key -> ICU message. */
export function readCatalogue(code: string): Record<string, string> {
  return JSON.parse(readFileSync(path.join(cataloguesDir, `${code}.json`), 'utf8')) as Record<string, string>;
}

/** The app's own source files (tests aside). */
function sourceFiles(dir = path.join(webRoot, 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** A key as the code writes it: a quoted `group.name` (`'nav.home'`, `'bag.line.remove'`). */
const QUOTED_KEY = /(['"`])([a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9]+)+)\1/g;
/** A key given to `t` or `t.rich` directly. */
const CALLED_KEY = /\bt(?:\.rich)?\(\s*(['"`])([^'"`]+)\1/g;

export interface KeysInCode {
  /** The keys passed to `t(…)` or `t.rich(…)`, with the files that do. */
  called: Map<string, string[]>;
  /** Every quoted text of a key's shape: a key the code names (in a table of keys too) is in here. */
  mentioned: Set<string>;
}

/** The keys each of the app's source files names (relative path -> keys), as `keysInCode` reads them. */
export function keysByFile(): Map<string, Set<string>> {
  const byFile = new Map<string, Set<string>>();
  for (const file of sourceFiles()) {
    const keys = new Set([...readFileSync(file, 'utf8').matchAll(QUOTED_KEY)].map(([, , key]) => key!));
    if (keys.size > 0) byFile.set(path.relative(webRoot, file), keys);
  }
  return byFile;
}

/** The source of one of the app's files (a path relative to apps/web). */
export const readSource = (file: string) => readFileSync(path.join(webRoot, file), 'utf8');

/** The message keys the app's code uses. Keys are always written whole, never put together. */
export function keysInCode(): KeysInCode {
  const called = new Map<string, string[]>();
  const mentioned = new Set<string>();
  for (const file of sourceFiles()) {
    const text = readFileSync(file, 'utf8');
    for (const [, , key] of text.matchAll(QUOTED_KEY)) mentioned.add(key!);
    for (const [, , key] of text.matchAll(CALLED_KEY)) {
      called.set(key!, [...(called.get(key!) ?? []), path.relative(webRoot, file)]);
    }
  }
  return { called, mentioned };
}

/** The keys of a catalogue that no code uses. */
export function unusedKeys(code: string, keys: KeysInCode = keysInCode()): string[] {
  return Object.keys(readCatalogue(code)).filter((key) => !keys.mentioned.has(key) && !keys.called.has(key));
}

/**
 * Texts that only one language has, which would give away its messages in another language's
 * files: whole messages without arguments, long enough to be unmistakable and written in ASCII
 * (as a build writes them, unescaped).
 */
function telltales(code: string): string[] {
  const own = readCatalogue(code);
  const others = LANGUAGES.filter((language) => language.code !== code).map((language) => readCatalogue(language.code));
  return Object.entries(own)
    .filter(([, message]) => /^[\x20-\x7e]{16,}$/.test(message) && !/[{}'"\\]/.test(message))
    .filter(([key, message]) => others.every((other) => other[key] !== message))
    .map(([, message]) => message);
}

/**
 * What is wrong with a page's first load as to messages: its own language's chunk missing, another
 * language's chunk in it, or another language's words in any of its files.
 */
export function messagesOnlyOwnLanguage(
  weight: { language: string; files: string[]; catalogues: Record<string, string> },
  read: (file: string) => string,
): string[] {
  const problems: string[] = [];
  const own = weight.catalogues[weight.language]!;
  if (!weight.files.includes(own)) problems.push(`its own messages (${own}) are not in its first load`);
  for (const [code, file] of Object.entries(weight.catalogues)) {
    if (code === weight.language) continue;
    if (weight.files.includes(file)) problems.push(`the ${code} messages (${file}) are in its first load`);
    const words = telltales(code);
    for (const loaded of weight.files) {
      if (loaded === own) continue;
      const text = read(loaded);
      const found = words.find((word) => text.includes(word));
      if (found) problems.push(`${loaded} holds the ${code} message "${found}"`);
    }
  }
  return problems;
}
