// The dashboard's tables of the week's delivery and return rates, in the owner's three languages: each
// wilaya's parcels, delivered and returned with their shares (or the counts and "too few to judge"
// under 5 finished parcels) and failed attempts, and the customers who sent parcels back or failed
// deliveries again and again, each a link to the order list searched by her phone. The figures are what GET /api/admin/dashboard answers
// (tests/functions/dashboard-rates.test.ts proves them against a real database and the carriers' paths).
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CustomerRates, WilayaRates } from '../../../domain/admin-orders/delivery-rates.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { $adminLocale } from '../../core/admin-locale.ts';
import { $listFilters } from '../list/use-order-list.ts';
import { NO_FILTERS } from '../list/list-filters.ts';
import { CustomerRatesTable } from './CustomerRatesTable.tsx';
import { WilayaRatesTable } from './WilayaRatesTable.tsx';

const ORAN: WilayaRates = {
  wilayaCode: '31',
  nameFr: 'Oran',
  nameAr: 'وهران',
  parcels: 1204,
  delivered: 800,
  returned: 400,
  failedAttempts: 57,
  deliveryRate: 2 / 3,
  returnRate: 1 / 3,
  enoughToJudge: true,
};
const SETIF: WilayaRates = {
  wilayaCode: '19',
  nameFr: 'Sétif',
  nameAr: 'سطيف',
  parcels: 3,
  delivered: 1,
  returned: 1,
  failedAttempts: 0,
  deliveryRate: 0.5,
  returnRate: 0.5,
  enoughToJudge: false,
};
const KARIM: CustomerRates = {
  phone: '0661234501',
  name: 'Karim Haddad',
  orders: 3,
  delivered: 1,
  returned: 2,
  failedAttempts: 1,
  returnRate: 2 / 3,
};
// No parcel back yet, but three failed attempts at her door: listed for them.
const SAMIA: CustomerRates = {
  phone: '0771234502',
  name: 'Samia Ould Ali',
  orders: 1,
  delivered: 0,
  returned: 0,
  failedAttempts: 3,
  returnRate: null,
};

/** Each count of a row, with its share after a space when it shows one. */
const cells = (row: Element) =>
  [...row.querySelectorAll('[data-cell]')].map((c) =>
    [...c.querySelectorAll('[data-count], [data-share]')].map((x) => x.textContent).join(' '),
  );
const isolated = (row: Element) => [...row.querySelectorAll('[data-cell] bdi')].every((b) => b.getAttribute('dir') === 'ltr');

function show(locale: Locale, wilayas: WilayaRates[], customers: CustomerRates[]) {
  $adminLocale.set(locale);
  render(
    <>
      <WilayaRatesTable rows={wilayas} />
      <CustomerRatesTable rows={customers} />
    </>,
  );
}

afterEach(() => {
  cleanup();
  $adminLocale.set('en');
  $listFilters.set(NO_FILTERS);
});

const HEADINGS: Record<Locale, { wilayas: string; customers: string; tooFew: string; columns: string[] }> = {
  en: {
    wilayas: 'Deliveries by wilaya (7 days)',
    customers: 'Customers with returns or failed deliveries (7 days)',
    tooFew: 'Too few to judge',
    columns: ['Wilaya', 'Parcels', 'Delivered', 'Returned', 'Failed'],
  },
  fr: {
    wilayas: 'Livraisons par wilaya (7 jours)',
    customers: 'Clients avec retours ou livraisons échouées (7 jours)',
    tooFew: 'Trop peu pour juger',
    columns: ['Wilaya', 'Colis', 'Livrés', 'Retours', 'Échecs'],
  },
  ar: {
    wilayas: 'التوصيل حسب الولاية (7 أيام)',
    customers: 'زبائن بمرتجعات أو توصيلات فاشلة (7 أيام)',
    tooFew: 'عدد قليل للحكم',
    columns: ['الولاية', 'الطرود', 'المسلَّمة', 'المرتجعة', 'الفاشلة'],
  },
};

describe('the dashboard’s rate tables', () => {
  for (const locale of ['en', 'fr', 'ar'] as const) {
    it(`shows each wilaya's counts and shares, and flags too few to judge, in ${locale}`, () => {
      show(locale, [ORAN, SETIF], [KARIM, SAMIA]);
      const words = HEADINGS[locale];
      expect(screen.getByRole('heading', { name: words.wilayas })).toBeTruthy();
      const table = document.querySelector('[data-rates-by-wilaya]')!;
      // Long headers may break at their soft hyphen on a phone; the words are these.
      expect([...table.querySelectorAll('thead th')].map((th) => th.textContent!.replaceAll('\u00AD', ''))).toEqual(words.columns);
      const oran = table.querySelector('[data-wilaya-rates="31"]')!;
      // Thousands grouped as the shop writes prices (a narrow no-break space), digits left to right.
      expect(cells(oran)).toEqual(['1\u202f204', '800 67%', '400 33%', '57']);
      expect(oran.querySelector('th')!.textContent).toBe(locale === 'ar' ? '31 وهران' : '31 Oran');
      expect(oran.querySelector('[data-too-few]')).toBeNull();
      expect(isolated(oran)).toBe(true);
      // Two finished parcels: the counts, no share, and the flag.
      const setif = table.querySelector('[data-wilaya-rates="19"]')!;
      expect(cells(setif)).toEqual(['3', '1', '1', '0']);
      expect(setif.querySelector('[data-too-few]')!.textContent).toBe(words.tooFew);

      expect(screen.getByRole('heading', { name: words.customers })).toBeTruthy();
      const karim = document.querySelector('[data-customer-rates="0661234501"]')!;
      expect(cells(karim)).toEqual(['3', '1', '2 67%', '1']);
      // Her failed attempts, strong from ATTEMPTS_TO_LIST on; no share while nothing is finished.
      const samia = document.querySelector('[data-customer-rates="0771234502"]')!;
      expect(cells(samia)).toEqual(['1', '0', '0', '3']);
      expect(samia.querySelector('[data-cell="failedAttempts"]')!.className).toContain('font-semibold');
      expect(karim.querySelector('[data-cell="failedAttempts"]')!.className).not.toContain('font-semibold');
      expect(karim.querySelector('[data-customer-link] bdi')).toMatchObject({ textContent: '0661234501', dir: 'ltr' });
    });
  }

  it('opens the order list searched by the customer’s phone, every status', () => {
    show('en', [ORAN], [KARIM]);
    const link = document.querySelector<HTMLAnchorElement>('[data-customer-link]')!;
    expect(link.getAttribute('href')).toMatch(/\/orders$/);
    fireEvent.click(link);
    expect($listFilters.get()).toEqual({ ...NO_FILTERS, status: '', q: '0661234501' });
  });

  it('says so when no parcel moved and no customer sent one back', () => {
    show('fr', [], []);
    expect(screen.getByText('Aucun colis envoyé ou terminé ces 7 derniers jours.')).toBeTruthy();
    expect(
      screen.getByText('Aucun client n’a renvoyé de colis ni fait échouer de livraisons à répétition ces 7 derniers jours.'),
    ).toBeTruthy();
  });
});
