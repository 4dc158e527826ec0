import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { cn } from '@/lib/class-names';
import { useDraft } from '@/lib/use-draft';
import { inputStyles } from './field';

/** How long typing must pause before the list follows. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchBoxProps {
  /** The visible label, and the search landmark's name. */
  label: string;
  /** The search in force (from the URL): the box shows it, and follows it when it changes elsewhere. */
  value: string;
  /** Called with the trimmed text once typing pauses, on Enter at once, and with '' on Clear. */
  onSearch: (text: string) => void;
  placeholder?: string;
  maxLength?: number;
  className?: string;
}

/**
 * An admin list's search: the list follows as one types (after a short pause), Enter searches at
 * once, and the clear button empties it. What is typed is never lost to a slow answer.
 */
export function SearchBox({ label, value, onSearch, placeholder, maxLength, className }: SearchBoxProps) {
  const id = useId();
  // A change of `value` to anything but the last search this box asked for came from
  // elsewhere (Clear in an empty state, Back), and the box shows it.
  const [text, setText, setAsked] = useDraft(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (next: string) => {
    clearTimeout(timer.current);
    const trimmed = next.trim();
    if (trimmed === value) return;
    setAsked(trimmed);
    onSearch(trimmed);
  };
  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => search(next), SEARCH_DEBOUNCE_MS);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(text);
  };

  return (
    <form role="search" aria-label={label} onSubmit={submit} className={cn('min-w-0 space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
        <input
          id={id}
          type="search"
          value={text}
          maxLength={maxLength}
          onChange={(event) => change(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          className={cn(inputStyles, 'min-h-touch pr-11 pl-9 [&::-webkit-search-cancel-button]:hidden')}
        />
        {text ? (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => {
              setText('');
              search('');
            }}
            className="absolute top-1/2 right-1 flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-muted hover:bg-sand hover:text-ink"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
    </form>
  );
}
