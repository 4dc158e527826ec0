/**
 * Part of `npm run lint`: fails when a message catalogue (src/i18n/catalogues) holds a key that no
 * code uses any more. A key the code uses but a catalogue lacks fails the tests instead
 * (src/i18n/catalogues.test.ts).
 */
import { LANGUAGES } from '@shop/shared/languages';
import { keysInCode, unusedKeys } from './message-keys';

const keys = keysInCode();
const unused = LANGUAGES.flatMap(({ code }) => unusedKeys(code, keys).map((key) => `src/i18n/catalogues/${code}.json: '${key}'`));
if (unused.length > 0) {
  console.error(`Messages no code uses any more (remove them from every catalogue):\n${unused.join('\n')}`);
  process.exit(1);
}
console.log(`The message catalogues hold only keys the code uses (${LANGUAGES.map(({ code }) => code).join(', ')}).`);
