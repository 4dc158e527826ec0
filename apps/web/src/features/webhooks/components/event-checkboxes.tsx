import { WEBHOOK_EVENT_GROUPS } from '@shop/shared/webhooks';
import { useEffect, useRef } from 'react';

/**
 * The events an endpoint receives: one group per kind of thing (orders, exchanges, returns…),
 * each with an 'all of' box that checks or clears the whole group (half-checked while some are).
 */
export function EventCheckboxes({
  value,
  onChange,
  error,
}: {
  value: readonly string[];
  onChange: (events: string[]) => void;
  error?: string;
}) {
  const chosen = new Set(value);
  const set = (events: readonly string[], on: boolean) => {
    const next = new Set(chosen);
    for (const event of events) {
      if (on) next.add(event);
      else next.delete(event);
    }
    // In the table's order, whatever the order of the clicks.
    onChange(WEBHOOK_EVENT_GROUPS.flatMap((group) => group.events.filter((event) => next.has(event))));
  };
  return (
    <fieldset aria-describedby={error ? 'webhook-events-error' : undefined} aria-invalid={error ? true : undefined} className="space-y-3">
      <legend className="text-sm font-medium">Events</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {WEBHOOK_EVENT_GROUPS.map((group) => (
          <fieldset key={group.name} className="rounded-lg border border-line p-3">
            <legend className="px-1 text-sm font-medium">{group.name}</legend>
            <GroupBox
              label={group.events.length > 1 ? `All of ${group.prefix}.*` : group.events[0]!}
              checked={group.events.every((event) => chosen.has(event))}
              mixed={group.events.some((event) => chosen.has(event)) && !group.events.every((event) => chosen.has(event))}
              onChange={(on) => set(group.events, on)}
            />
            {group.events.length > 1 ? (
              <ul className="mt-1 space-y-1 pl-6">
                {group.events.map((event) => (
                  <li key={event}>
                    <label className="flex items-center gap-2 text-sm">
                      <input type="checkbox" checked={chosen.has(event)} onChange={(change) => set([event], change.target.checked)} />
                      <code className="font-mono">{event}</code>
                    </label>
                  </li>
                ))}
              </ul>
            ) : null}
          </fieldset>
        ))}
      </div>
      {error ? (
        <p id="webhook-events-error" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A box that checks a whole group, shown half-checked while only some of it is. */
function GroupBox({
  label,
  checked,
  mixed,
  onChange,
}: {
  label: string;
  checked: boolean;
  mixed: boolean;
  onChange: (on: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <label className="flex items-center gap-2 text-sm font-medium">
      <input
        ref={ref}
        type="checkbox"
        checked={checked}
        aria-checked={mixed ? 'mixed' : checked}
        onChange={(change) => onChange(change.target.checked)}
      />
      <code className="font-mono">{label}</code>
    </label>
  );
}
