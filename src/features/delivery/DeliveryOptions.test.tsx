// The delivery block's searchable wilaya and commune lists in a simulated page: the combobox's keys
// and ARIA states (WAI-ARIA 1.2 combobox + listbox), the count read out in her language, and what the
// select used to do (the price follows the wilaya, the commune list follows the wilaya, a typed commune
// becomes its own name, the form's values). The communes file is answered by a stand-in fetch as the
// site serves it. The browser suite keeps the phone, the real build and the order (tests/e2e/wilaya-search.spec.ts).
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sortWilayasByName, type Wilaya } from '../../domain/shipping/delivery.ts';
import type { Locale } from '../../i18n/locales.ts';
import DeliveryOptions from './DeliveryOptions.tsx';
import { emptyDelivery, type DeliverySelection } from './delivery-selection.ts';
import { deliveryMessages } from './messages.ts';

const WILAYAS: Wilaya[] = [
  { code: '03', nameFr: 'Laghouat', nameAr: 'الأغواط', homePrice: 950, officePrice: 600 },
  { code: '05', nameFr: 'Batna', nameAr: 'باتنة', homePrice: 500, officePrice: 300 },
  { code: '16', nameFr: 'Alger', nameAr: 'الجزائر', homePrice: 600, officePrice: 450 },
  { code: '33', nameFr: 'Illizi', nameAr: 'إليزي', homePrice: 0, officePrice: 0 },
  { code: '59', nameFr: 'Aflou', nameAr: 'أفلو', homePrice: 950, officePrice: 600, carrierCode: '03' },
  { code: '60', nameFr: 'Barika', nameAr: 'بريكة', homePrice: 500, officePrice: 300, carrierCode: '05' },
];
const COMMUNES: Record<string, string[][]> = {
  '59': [
    ['Aflou', 'أفلو'],
    ['Gueltat Sidi Saad', 'قلتة سيدي سعد'],
    ['Sebgag', 'سبقاق'],
  ],
  '16': [
    ['Bab El Oued', 'باب الواد'],
    ['Bab Ezzouar', 'باب الزوار'],
    ['El Biar', 'الأبيار'],
  ],
};

let submitted = 0;
let shown: DeliverySelection = emptyDelivery;

function Checkout({ locale }: { locale: Locale }) {
  const [value, setValue] = useState<DeliverySelection>(emptyDelivery);
  shown = value;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submitted++;
      }}
    >
      <DeliveryOptions
        locale={locale}
        text={deliveryMessages[locale]}
        wilayas={sortWilayasByName(WILAYAS, locale)}
        value={value}
        onChange={setValue}
        errors={{}}
        subtotal={2000}
        freeShippingThreshold={10000}
        currency="DZD"
      />
    </form>
  );
}

function open(locale: Locale = 'fr') {
  render(<Checkout locale={locale} />);
  return screen.getByRole('combobox', { name: deliveryMessages[locale].province });
}
const type = (box: HTMLElement, value: string) => fireEvent.change(box, { target: { value } });
const key = (box: HTMLElement, k: string, init: object = {}) => fireEvent.keyDown(box, { key: k, ...init });
const listOf = (box: HTMLElement) => document.getElementById(box.getAttribute('aria-controls')!)!;
const options = (box: HTMLElement) => within(listOf(box)).queryAllByRole('option', { hidden: true });
const active = (box: HTMLElement) => {
  const id = box.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

beforeEach(() => {
  submitted = 0;
  vi.stubGlobal('fetch', async (url: string) => {
    const code = /\/data\/communes\/(\d+)\.json$/.exec(url)?.[1];
    return code && COMMUNES[code] ? Response.json(COMMUNES[code]) : new Response('not found', { status: 404 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the wilaya combobox', () => {
  it('is a closed combobox that controls its listbox, then opens on typing with the first match active', () => {
    const box = open();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-autocomplete')).toBe('list');
    expect(listOf(box).getAttribute('role')).toBe('listbox');
    expect(listOf(box).hidden).toBe(true);
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);

    type(box, 'آفلو');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(listOf(box).hidden).toBe(false);
    expect(options(box).map((o) => o.dataset.option)).toEqual(['59']);
    expect(active(box)?.dataset.option).toBe('59');
    expect(active(box)?.getAttribute('aria-selected')).toBe('true');
    // The focus never leaves the field: the list's choices are not focusable.
    expect(options(box).every((o) => !o.hasAttribute('tabindex'))).toBe(true);
  });

  it('gives each choice its own id, so a new first match is a new active option a screen reader announces', async () => {
    const box = open();
    type(box, 'laghouat');
    expect(active(box)?.dataset.option).toBe('03');
    const aflou = options(box).find((o) => o.dataset.option === '59')!.id;
    const before = box.getAttribute('aria-activedescendant');
    type(box, 'aflou'); // the list narrows: Aflou is now the first match
    expect(active(box)?.dataset.option).toBe('59');
    expect(box.getAttribute('aria-activedescendant')).not.toBe(before);
    expect(box.getAttribute('aria-activedescendant')).toBe(aflou); // the same id as in the longer list
    key(box, 'Enter');
    // Keys with spaces and accents still make one id each, without whitespace (an id reference is one token).
    await act(async () => {});
    const commune = screen.getByRole('combobox', { name: 'Commune' });
    fireEvent.click(commune);
    const ids = options(commune).map((o) => o.id);
    expect(ids.every((id) => /^\S+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(3);
    key(commune, 'ArrowDown');
    expect(active(commune)?.dataset.option).toBe('Aflou');
    key(commune, 'End');
    expect(active(commune)?.dataset.option).toBe('Sebgag');
  });

  it('types the parent to see it first and its new wilaya after it; Enter picks the active one without sending the form', () => {
    const box = open();
    type(box, 'laghouat');
    expect(options(box).map((o) => o.dataset.option)).toEqual(['03', '59']);
    key(box, 'ArrowDown');
    expect(active(box)?.dataset.option).toBe('59');
    key(box, 'Enter');
    expect(submitted).toBe(0);
    expect(shown.wilayaCode).toBe('59');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect((box as HTMLInputElement).value).toBe('59 - Aflou - أفلو (Laghouat)');
    // With the list closed, Enter is the form's again.
    fireEvent.submit(box.closest('form')!);
    expect(submitted).toBe(1);
  });

  it('moves with Down/Up (wrapping), Home and End; Alt+Down opens without moving; Escape closes, then shows the choice again', () => {
    const box = open();
    key(box, 'ArrowDown', { altKey: true });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(active(box)).toBeNull();
    key(box, 'Escape');
    key(box, 'ArrowDown');
    const codes = options(box).map((o) => o.dataset.option);
    expect(codes).toEqual(['59', '16', '60', '05', '33', '03']); // the French page's order: by French name
    expect(active(box)?.dataset.option).toBe('59');
    key(box, 'ArrowUp');
    expect(active(box)?.dataset.option).toBe('03'); // wraps to the last
    key(box, 'ArrowDown');
    expect(active(box)?.dataset.option).toBe('59'); // and back to the first
    key(box, 'End');
    expect(active(box)?.dataset.option).toBe('03');
    key(box, 'Home');
    expect(active(box)?.dataset.option).toBe('59');
    key(box, 'ArrowDown');
    key(box, 'Enter');
    expect(shown.wilayaCode).toBe('16');

    type(box, 'bat');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    key(box, 'Escape');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect((box as HTMLInputElement).value).toBe('bat');
    key(box, 'Escape');
    expect((box as HTMLInputElement).value).toBe('16 - Alger - الجزائر');
    expect(shown.wilayaCode).toBe('16');
    // Opened again, the list starts at the current choice, marked.
    key(box, 'ArrowDown');
    expect(active(box)?.dataset.option).toBe('16');
    expect(active(box)?.hasAttribute('data-chosen')).toBe(true);
  });

  it('marks the current choice aria-selected, also when the list opens with nothing active', () => {
    const box = open();
    const selected = () => options(box).filter((o) => o.getAttribute('aria-selected') === 'true');
    type(box, 'alger');
    key(box, 'Enter');
    key(box, 'ArrowDown', { altKey: true }); // opens without moving
    expect(active(box)).toBeNull();
    expect(selected().map((o) => o.dataset.option)).toEqual(['16']);
    expect(selected()[0]!.hasAttribute('data-active')).toBe(false); // not shown as what Enter would pick
    key(box, 'ArrowDown'); // one selected at a time: the active one, as Enter would pick it
    expect(selected()).toEqual([active(box)]);
    expect(active(box)?.dataset.option).toBe('59');
    key(box, 'Escape');
    type(box, ''); // a cleared field lists every wilaya, nothing active
    expect(active(box)).toBeNull();
    expect(selected().map((o) => o.dataset.option)).toEqual(['16']);
    fireEvent.blur(box);
    fireEvent.click(box); // a tap opens at the choice
    expect(selected()).toEqual([active(box)]);
    expect(active(box)?.dataset.option).toBe('16');
  });

  it('picks a choice pressed with the pointer, keeping the focus in the field', () => {
    const box = open();
    box.focus();
    fireEvent.click(box);
    expect(options(box)).toHaveLength(6);
    expect(active(box)).toBeNull(); // nothing chosen yet: nothing marked for Enter
    const barika = options(box).find((o) => o.dataset.option === '60')!;
    expect(fireEvent.mouseDown(barika)).toBe(false); // default prevented: no blur
    fireEvent.click(barika);
    expect(shown.wilayaCode).toBe('60');
    expect(document.activeElement).toBe(box);
  });

  it('takes a number or a whole name typed and left without a pick; anything else keeps the choice', () => {
    const box = open();
    type(box, '16');
    fireEvent.blur(box);
    expect(shown.wilayaCode).toBe('16');
    type(box, 'Atlantis');
    fireEvent.blur(box);
    expect(shown.wilayaCode).toBe('16');
    expect((box as HTMLInputElement).value).toBe('16 - Alger - الجزائر');
    type(box, 'BATNA');
    fireEvent.blur(box);
    expect(shown.wilayaCode).toBe('05');
  });

  it('reads the number of matches in her language once she pauses, and says when nothing matches', async () => {
    const box = open('ar');
    const status = box.parentElement!.querySelector('[role="status"]')!;
    const reads = (text: string) => waitFor(() => expect(status.textContent).toBe(text));
    type(box, 'ب');
    expect(status.textContent).toBe(''); // not at every letter
    await reads('نتيجتان');
    type(box, 'باتنة');
    await reads('نتيجتان'); // Batna, then Barika through it
    type(box, 'ا');
    await reads('6 نتائج'); // every name has an alef but Barika's, found through Batna
    type(box, 'xyz');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('لا توجد نتيجة', { selector: '[data-no-match]' })).toBeTruthy();
    await reads('لا توجد نتيجة');
    type(box, 'آفلو');
    await reads('نتيجة واحدة');
    cleanup();
    const french = open('fr');
    type(french, 'a');
    await waitFor(() => expect(french.parentElement!.querySelector('[role="status"]')!.textContent).toBe('5 résultats'));
  });
});

describe('the rest of the block follows the combobox', () => {
  it("prices the delivery of the chosen wilaya (a new one at its parent's prices) and lists its communes", async () => {
    const box = open();
    const home = () => screen.getByRole('button', { name: /Livraison à domicile/ });
    expect(home().textContent).toContain('Choisissez d’abord la wilaya');
    type(box, 'aflou');
    key(box, 'Enter');
    expect(home().textContent).toMatch(/950\sDA/);
    fireEvent.click(home());
    expect(shown.deliveryType).toBe('home');
    expect(screen.getByText('Frais de livraison').parentElement?.textContent).toMatch(/950\sDA/);

    const commune = screen.getByRole('combobox', { name: 'Commune' });
    await act(async () => {}); // the communes file arrives
    expect(commune).toHaveProperty('disabled', false);
    type(commune, 'gueltat');
    expect(options(commune).map((o) => o.dataset.option)).toEqual(['Gueltat Sidi Saad']);
    expect(within(options(commune)[0]!).getByText('قلتة سيدي سعد')).toBeTruthy();
    key(commune, 'Enter');
    expect(shown).toEqual({ wilayaCode: '59', commune: 'Gueltat Sidi Saad', deliveryType: 'home' });

    // Another wilaya clears the commune and the type, and brings its own communes.
    type(box, 'alger');
    key(box, 'Enter');
    expect(shown).toEqual({ wilayaCode: '16', commune: '', deliveryType: '' });
    await act(async () => {});
    fireEvent.click(commune);
    expect(options(commune).map((o) => o.dataset.option)).toEqual(['Bab El Oued', 'Bab Ezzouar', 'El Biar']);
  });

  it('turns a commune typed and left into its own name, and tells at once of one not in the list', async () => {
    const box = open('ar');
    type(box, '16');
    key(box, 'Enter');
    await act(async () => {});
    const commune = screen.getByRole('combobox', { name: 'البلدية' });
    type(commune, 'bab ezzouar');
    expect(shown.commune).toBe('bab ezzouar'); // the form holds what she types
    fireEvent.blur(commune);
    expect(shown.commune).toBe('باب الزوار');
    type(commune, 'أطلنتس');
    fireEvent.blur(commune);
    expect(screen.getByText('يرجى اختيار بلديتك من القائمة').id).toBe('order-commune-error');
    expect(commune.getAttribute('aria-invalid')).toBe('true');
    expect(commune.getAttribute('aria-describedby')).toBe('order-commune-error');
  });
});

describe('on a phone', () => {
  it('keeps the open list above the on-screen keyboard, scrolling the field up once when too little room is left', () => {
    // The keyboard is up: 400 px of the screen show, the field's bottom at 330 px until it is scrolled to the top.
    const listeners = new Map<string, () => void>();
    const viewport = {
      height: 400,
      offsetTop: 0,
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
      removeEventListener: (type: string) => listeners.delete(type),
    };
    vi.stubGlobal('visualViewport', viewport);
    let fieldBottom = 330;
    const scrolled = vi.fn(() => (fieldBottom = 128));
    const box = open();
    box.getBoundingClientRect = () => ({ bottom: fieldBottom }) as DOMRect;
    box.scrollIntoView = scrolled;
    fireEvent.click(box);
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
    expect(listOf(box).style.maxHeight).toBe(`${400 - 128 - 8}px`);
    // The keyboard goes down: the list may grow, up to six and a half choices.
    viewport.height = 844;
    act(() => listeners.get('resize')!());
    expect(listOf(box).style.maxHeight).toBe(`${6.5 * 48}px`);
    // Up again over a field low on the screen: never less than three choices, and not scrolled a second time.
    viewport.height = 200;
    act(() => listeners.get('resize')!());
    expect(listOf(box).style.maxHeight).toBe(`${3 * 48}px`);
    expect(scrolled).toHaveBeenCalledTimes(1);
    // Closed, it stops listening.
    key(box, 'Escape');
    expect(listeners.size).toBe(0);
  });
});
