/** Part 1 of the API's fuzzing: test/fuzz-suite.ts says what it proves. */
import { fuzzTheApi } from './test/fuzz-suite';

await fuzzTheApi(0, 3);
