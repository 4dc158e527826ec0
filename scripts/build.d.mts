/** The types of build.mjs, for the tests that ask whether the compiled server is current. */
export function build(options?: { ifChanged?: boolean }): boolean;
export function isCurrent(output: string): boolean;
