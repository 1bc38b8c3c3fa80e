// The header's search box (a late island: client:tap, which replays the tap that woke it). Opens on click, suggests from 2 characters,
// 'View all results' and Enter go to the search page; Cancel (phones), Escape and a click outside close it.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { searchClient } from './search-client.lazy.ts';
import { useSuggestions } from './use-suggestions.ts';
import { Suggestions } from './Suggestions.tsx';
import type { HeaderSearchTexts } from './messages.ts';
import { usePacked, type Packed } from '../../components/packed-props.ts';

export type SearchBoxProps = { texts: HeaderSearchTexts; searchPath: string; productPath: string };

/** `props` packed (packed-props.ts): the texts are many small values, on every page. */
export default function SearchBox({ props }: { props: Packed<SearchBoxProps> }) {
  const { texts, searchPath, productPath } = usePacked(props);
  const [open, setOpen] = useState(false);
  const [dropdown, setDropdown] = useState(false);
  const [query, setQuery] = useState('');
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const state = useSuggestions(query, open);
  const resultsUrl = `${searchPath}?q=${encodeURIComponent(query.trim())}`;

  useEffect(() => {
    if (!open) return;
    input.current?.focus();
    void searchClient()
      .then((client) => client.loadSearchIndex())
      .catch(() => {}); // start the download while the shopper types
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) {
        setDropdown(false);
        if (!input.current?.value.trim()) setOpen(false);
      }
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const close = () => {
    setOpen(false);
    setDropdown(false);
    setQuery('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (query.trim()) location.assign(resultsUrl);
    else input.current?.focus();
  };

  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={texts.open}
        aria-expanded="false"
        className="grid h-10 w-10 place-items-center hover:bg-line/60"
        data-search-open
      >
        <SearchIcon />
      </button>
    );
  }
  return (
    <div
      ref={root}
      onKeyDown={(e) => e.key === 'Escape' && close()}
      className="fixed inset-x-0 top-0 z-50 flex h-14 items-center gap-2 border-b border-line bg-paper px-3 md:absolute md:inset-x-auto md:end-4 md:top-2 md:h-auto md:w-96 md:border md:px-2 md:py-1 md:shadow-lg"
    >
      <form role="search" onSubmit={submit} className="flex flex-1 items-center gap-1">
        <input
          ref={input}
          type="search"
          value={query}
          aria-label={texts.label}
          placeholder={texts.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(e) => {
            setQuery(e.target.value);
            setDropdown(true);
          }}
          onFocus={() => setDropdown(true)}
          className="min-w-0 flex-1 border border-line bg-paper px-3 py-2 text-base md:text-sm"
        />
        <button type="submit" aria-label={texts.submit} className="grid h-10 w-10 shrink-0 place-items-center hover:bg-line/60">
          <SearchIcon />
        </button>
      </form>
      <button type="button" onClick={close} className="shrink-0 px-2 py-2 text-sm font-semibold md:hidden">
        {texts.cancel}
      </button>
      {dropdown && state.status !== 'idle' && <Suggestions state={state} texts={texts} resultsUrl={resultsUrl} productPath={productPath} />}
    </div>
  );
}

function SearchIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}
