// What a shopper does to an island's server HTML before its code has run: taps on its buttons,
// choices in its selects, text in its fields, a form sent. On a busy phone that is the first second
// or two of every page. Held here (a tap does not also act as plain HTML, so a form is not sent twice)
// and done again, in order, once the island has hydrated: the tap adds to the cart, the choice of
// wilaya registers. Links are left alone: they work as plain HTML.
type Early = { kind: 'tap' | 'edit' | 'submit'; node: Element; path: number[]; value?: string };
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isField = (node: EventTarget | null | undefined): node is Field =>
  node instanceof HTMLInputElement || node instanceof HTMLSelectElement || node instanceof HTMLTextAreaElement;

// Where a node sits under the island, to find it again should hydration have replaced it.
function pathTo(island: Element, node: Element): number[] {
  const path: number[] = [];
  for (let n = node; n !== island && n.parentElement; n = n.parentElement) path.unshift([...n.parentElement.children].indexOf(n));
  return path;
}
const nodeAt = (island: Element, path: number[]) => path.reduce<Element | undefined>((n, i) => n?.children[i], island);

// A field's value as typing puts it. React notices typing by comparing the field with the last value
// it saw, which it reads when it hydrates the field: the first input event, with the field back at
// what React holds, hydrates it (should it not be yet) and changes nothing; the second one, with the
// typed text set past React's own `value` property (as the browser does), reads as the change.
function retype(field: Field, value: string) {
  const inputEvent = () => field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    inputEvent();
    return;
  }
  const held = field.defaultValue;
  if (held === value) return;
  field.value = held;
  inputEvent();
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  inputEvent();
}

// A form sent early is sent again by its own submit button where it has one (a click hydrates the
// island first; a bare submit event would not).
function resubmit(form: HTMLFormElement) {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"], button:not([type])');
  if (button) button.click();
  else form.requestSubmit();
}

/** Starts holding early input on `island`; `wake` hydrates it. Returns what replays the input once hydrated. */
export function holdEarlyInput(island: HTMLElement, wake: () => void): () => Promise<void> {
  const early: Early[] = [];
  const remember = (entry: Omit<Early, 'path'>) => {
    early.push({ ...entry, path: pathTo(island, entry.node) });
    island.setAttribute('aria-busy', 'true'); // the pending state (styled in global.css)
    wake();
  };
  const onClick = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.('button, [role="button"]');
    if (!button || !island.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    remember({ kind: 'tap', node: button });
  };
  const onEdit = (event: Event) => {
    const field = event.target;
    if (!isField(field) || field.type === 'checkbox' || field.type === 'radio') return;
    const known = early.find((e) => e.node === field);
    if (known) known.value = field.value;
    else remember({ kind: 'edit', node: field, value: field.value });
  };
  const onSubmit = (event: Event) => {
    event.preventDefault();
    remember({ kind: 'submit', node: event.target as HTMLFormElement });
  };
  const listeners = [
    ['click', onClick],
    ['input', onEdit],
    ['change', onEdit],
    ['submit', onSubmit],
  ] as const;
  for (const [type, listener] of listeners) island.addEventListener(type, listener, true);

  return async function replay() {
    for (const [type, listener] of listeners) island.removeEventListener(type, listener, true);
    for (const entry of early) {
      const node = entry.node.isConnected ? entry.node : nodeAt(island, entry.path);
      if (entry.kind === 'tap' && node instanceof HTMLElement && !(node as HTMLButtonElement).disabled) node.click();
      if (entry.kind === 'edit' && isField(node)) retype(node, entry.value ?? '');
      if (entry.kind === 'submit' && node instanceof HTMLFormElement) resubmit(node);
      // Let React commit what that did before the next one (a second tap on + reads the new quantity).
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    island.removeAttribute('aria-busy');
  };
}
