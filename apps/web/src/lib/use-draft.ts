import { useState } from 'react';

/**
 * What a text box shows of an outer value (a search in the URL): the draft is the box's own while
 * one types, and follows the value when it changes elsewhere (Back and Forward, a Clear outside the
 * box). React's way of adjusting state to a changed input, without an effect.
 * `expect(next)`: the value is about to become `next` at the box's own asking, which leaves the
 * draft as it is (the text typed on while a search ran is not replaced by the trimmed search).
 */
export function useDraft(value: string) {
  const [draft, setDraft] = useState(value);
  const [expected, expect] = useState(value);
  if (value !== expected) {
    expect(value);
    setDraft(value);
  }
  return [draft, setDraft, expect] as const;
}
