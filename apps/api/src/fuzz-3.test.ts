/** Part 3 of the API's fuzzing: test/fuzz-suite.ts says what it proves. */
import { fuzzTheApi } from './test/fuzz-suite';

await fuzzTheApi(2, 3);
