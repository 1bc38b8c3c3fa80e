// A text field whose list of choices narrows as the shopper types: the WAI-ARIA 1.2 combobox with a
// listbox popup, "list autocomplete with automatic selection" (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/):
// the first match is the active option, so typing "aflou" then Enter picks Aflou. Keys: Down/Up open
// the list and move (wrapping), Alt+Down opens it, Home/End go to the first/last choice while it is
// open, Enter picks, Escape closes (again: shows the current choice). A tap opens the whole list. The
// focus stays in the field (aria-activedescendant); a polite status says how many choices match.
// On a phone the list keeps to the part of the screen the keyboard leaves (visualViewport).
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useListRoom } from './useListRoom.ts';

type Props<T> = {
  id: string;
  labelId: string;
  /** What the field shows while she is not typing: the current choice. */
  text: string;
  /** The choices for what she typed, best first; all of them for ''. */
  search: (typed: string) => readonly T[];
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
  /** The key of the current choice, marked in the list and active when it opens. */
  chosenKey: string | undefined;
  onPick: (item: T) => void;
  /** Each keystroke, for a field whose typed text is its value (the commune). */
  onType?: (typed: string) => void;
  /** She left the field: what she typed without picking, or undefined when she typed nothing. */
  onLeave: (typed: string | undefined) => void;
  /** "12 matches" in her language, for the status and the empty list. */
  countText: (count: number) => string;
  placeholder: string;
  disabled?: boolean;
  busy?: boolean;
  maxLength?: number;
  invalid?: { describedBy: string } | undefined;
};

const STATUS_DELAY_MS = 400; // the count is read once she pauses, not at every letter

export default function Combobox<T>(props: Props<T>) {
  const { id, labelId, text, search, keyOf, render, chosenKey, onPick, onType, onLeave, countText } = props;
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const listId = `${id}-list`;
  const optionPrefix = `${id}-${useId().replace(/:/g, '')}-`;
  const results = search(typed ?? '');
  const current = active >= 0 && active < results.length ? active : -1;
  const expanded = open && results.length > 0;
  const room = useListRoom(input, open);
  // An option's id follows its choice, not its place: when typing narrows the list, a new first match is a new
  // active id, which a screen reader announces. Every character but [A-Za-z0-9-] is spelt _<code>_ (spaces and
  // quotes are not allowed in an id reference), so two keys never share an id.
  const optionId = (item: T) => optionPrefix + keyOf(item).replace(/[^a-zA-Z0-9-]/g, (c) => `_${c.charCodeAt(0).toString(36)}_`);
  const activeId = expanded && current >= 0 ? optionId(results[current]!) : undefined;
  // The one option marked aria-selected: the active one (what Enter picks, as in the APG examples), else the
  // current choice, so a list opened with nothing active (Alt+Down, a cleared field) still says which it is.
  const chosenAt = results.findIndex((item) => keyOf(item) === chosenKey);
  const selected = current >= 0 ? current : chosenAt;
  const selectedId = expanded && selected >= 0 ? optionId(results[selected]!) : undefined;

  useEffect(() => {
    if (selectedId) document.getElementById(selectedId)?.scrollIntoView?.({ block: 'nearest' });
  }, [selectedId]);

  const count = open && typed !== null ? countText(results.length) : '';
  useEffect(() => {
    const timer = setTimeout(() => setStatus(count), STATUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [count]);

  // Where the list opens: at the current choice; with none, a tap marks nothing (Enter would pick what she never saw).
  const openAt = (index: number) => {
    setOpen(true);
    setActive(index);
  };
  const pick = (item: T) => {
    setOpen(false);
    setTyped(null);
    setActive(-1);
    onPick(item);
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    const last = results.length - 1;
    const move = (index: number) => {
      e.preventDefault();
      openAt(index);
    };
    if (e.key === 'ArrowDown') move(!open ? (e.altKey ? -1 : Math.max(0, chosenAt)) : current >= last ? 0 : current + 1);
    else if (e.key === 'ArrowUp') move(!open ? (chosenAt >= 0 ? chosenAt : last) : current <= 0 ? last : current - 1);
    else if ((e.key === 'Home' || e.key === 'End') && expanded) move(e.key === 'Home' ? 0 : last);
    else if (e.key === 'Enter' && expanded && current >= 0) {
      e.preventDefault(); // picks the choice, does not send the form
      pick(results[current]!);
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        setOpen(false);
      } else if (typed !== null) setTyped(null);
    }
  };

  return (
    <div className="relative">
      <input
        ref={input}
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-invalid={props.invalid ? true : undefined}
        aria-describedby={props.invalid?.describedBy}
        aria-busy={props.busy || undefined}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        dir="auto"
        enterKeyHint="done"
        maxLength={props.maxLength}
        disabled={props.disabled}
        placeholder={props.placeholder}
        value={typed ?? text}
        className="h-12 w-full scroll-mt-20 border border-ink/30 bg-paper px-3 text-base hover:border-ink disabled:cursor-not-allowed disabled:bg-line/40 aria-invalid:border-accent md:h-11 md:text-sm"
        onChange={(e) => {
          const value = e.currentTarget.value;
          setTyped(value);
          setOpen(true);
          setActive(value.trim() ? 0 : -1);
          onType?.(value);
        }}
        // A tap opens the whole list (a phone's only way to browse it) and closes it again, as a select does.
        onClick={() => (!open ? openAt(typed === null ? chosenAt : 0) : typed === null && setOpen(false))}
        onFocus={(e) => e.currentTarget.select()}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
          setTyped(null);
          onLeave(typed ?? undefined);
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-labelledby={labelId}
        hidden={!expanded}
        style={{ maxHeight: room }}
        // A press on a choice must not take the focus from the field (its blur would settle first).
        onMouseDown={(e) => e.preventDefault()}
        className="absolute inset-x-0 top-full z-30 mt-1 overflow-y-auto overscroll-contain border border-ink bg-paper shadow-lg"
      >
        {/* Only while open: the server HTML and the page stay light (69 wilayas, up to 60 communes). */}
        {expanded &&
          results.map((item, index) => (
            <li
              key={keyOf(item)}
              id={optionId(item)}
              role="option"
              aria-selected={index === selected}
              data-option={keyOf(item)}
              data-chosen={keyOf(item) === chosenKey || undefined}
              data-active={index === current || undefined}
              onClick={() => pick(item)}
              className="flex min-h-12 cursor-pointer items-center gap-3 border-b border-line px-3 py-2 text-base last:border-b-0 hover:bg-line/40 data-active:bg-ink data-active:text-paper data-chosen:font-semibold md:text-sm"
            >
              {render(item)}
            </li>
          ))}
      </ul>
      {open && typed !== null && results.length === 0 && (
        <p aria-hidden="true" className="absolute inset-x-0 top-full z-30 mt-1 border border-ink bg-paper px-3 py-3 text-sm" data-no-match>
          {count}
        </p>
      )}
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  );
}
