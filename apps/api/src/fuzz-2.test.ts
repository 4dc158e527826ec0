/** Part 2 of the API's fuzzing: test/fuzz-suite.ts says what it proves. */
import { fuzzTheApi } from './test/fuzz-suite';

await fuzzTheApi(1, 3);
