// Astro integration: how the browser's JavaScript is cut into files (the client build only). Left to
// itself the bundler makes one file per set of islands sharing a module: /checkout loaded 35 files,
// most under 1 KB, each compressed alone, so its 29 KB of code besides React cost about 6 KB more
// than the same code in a few files (docs/benchmarks.md, the shop's JavaScript budget). Here the
// code goes into a few files by what a page needs together: React; what every page's scripts share
// (cart, toasts, texts); the ads choice; an order's summary, the cart's offers, the order form and
// the cart's checkout step. The order groups take only modules some page imports at once
// (`$initial`), so what loads later (the order's submission, the success screen, the left-checkout
// saver, the cart's form until she opens it) stays in its own lazy files.
// Rolldown's `output.codeSplitting.groups`: https://rolldown.rs/reference/OutputOptions.codeSplitting
import type { AstroIntegration } from 'astro';

const dir = String.raw`[\\/]`;
const under = (...paths: string[]) => new RegExp(paths.map((p) => p.replaceAll('/', dir)).join('|'));

/**
 * In priority order: a module goes to the first group it matches, and the modules it imports with it
 * unless an earlier group took them; so a group comes after the groups of what it imports.
 */
const GROUPS: { name: string; test: RegExp; except?: RegExp; initialOnly?: boolean }[] = [
  // React, Astro's React renderer and what only islands use with them: every island needs all of it;
  // a page without one none of it.
  {
    name: 'react',
    test: under(
      'node_modules/(react|react-dom|scheduler|@nanostores/react)/',
      'node_modules/@astrojs/react/dist/',
      'src/components/packed-props',
    ),
  },
  // What every shop page's scripts share: the cart and toast stores, texts, money; and Vite's helper
  // for every lazy import (in a group of its own it is one more file; in a page's group it would bring
  // that group, and React, to a page whose only lazy import is the ad pixels').
  {
    name: 'shop',
    test: under(
      'vite/preload-helper',
      'node_modules/(nanostores|@nanostores/persistent)/',
      'src/features/cart/',
      'src/domain/cart/',
      'src/features/toasts/toast\\.store',
      'src/client/toast-signal',
      'src/i18n/(messages|locales)\\.ts',
      'src/domain/orders/plain-text',
      'src/features/ads/ad-signal',
      'src/domain/money',
    ),
  },
  // The ads choice as her browser keeps it (a shop with ads on: its consent script; an order reads it).
  {
    name: 'ads-consent',
    test: under('src/features/ads/(attribution|consent)-store', 'src/domain/ads/consent', 'src/domain/orders/landing-tags'),
  },
  // Search's matching (the header's search box, the wilaya and commune lists).
  { name: 'matching', test: under('src/domain/search/(normalize|match)\\.ts') },
  // An order's summary: what the cart page shows before she opens the form, and Buy Now's.
  {
    name: 'order-summary',
    initialOnly: true,
    test: under('src/features/checkout/(OrderTotals|SummaryRow|labels|ui|LazyOrderSuccess)\\.', 'src/domain/shipping/delivery\\.ts'),
  },
  // A cart's quantity offers and its empty state (the cart and /checkout; not Buy Now).
  {
    name: 'cart-offers',
    initialOnly: true,
    test: under('src/features/offers/', 'src/domain/offers/', 'src/features/checkout/EmptyCart\\.'),
  },
  // The order form (checkout, Buy Now, the cart's form once opened).
  {
    name: 'order-form',
    initialOnly: true,
    test: under(
      'src/features/checkout/',
      'src/features/delivery/',
      'src/domain/orders/',
      'src/domain/shipping/',
      'src/domain/left-checkouts/limits',
      'src/client/useCommunes',
    ),
    // The cart's checkout (below), and the /checkout island's own file (an entry: in a group it
    // would come with every form).
    except: under('src/features/checkout/(CheckoutLayout|OrderLineList|place-cart-order|StandaloneCheckout)\\.'),
  },
  // The cart's checkout step and /checkout: the layout around the form, the lines, the cart's order.
  {
    name: 'cart-checkout',
    initialOnly: true,
    test: under('src/features/checkout/(CheckoutLayout|OrderLineList|place-cart-order)\\.'),
  },
];

export function clientChunks(): AstroIntegration {
  return {
    name: 'client-chunks',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'shop-client-chunks',
                configEnvironment(environment) {
                  if (environment !== 'client') return;
                  return {
                    build: {
                      rolldownOptions: {
                        output: {
                          codeSplitting: {
                            groups: GROUPS.map(({ name, test, except, initialOnly }, i) => ({
                              name,
                              test: (id: string) => test.test(id) && !except?.test(id),
                              priority: GROUPS.length - i,
                              ...(initialOnly ? { tags: ['$initial' as const] } : {}),
                            })),
                          },
                        },
                      },
                    },
                  };
                },
              },
            ],
          },
        });
      },
    },
  };
}
