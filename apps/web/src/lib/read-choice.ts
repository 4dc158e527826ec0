/** A value from the URL (or a select) as one of `choices`, or undefined when it is none of them. */
export function readChoice<T extends string>(choices: readonly T[], value: string | null): T | undefined {
  return choices.find((choice) => choice === value);
}
