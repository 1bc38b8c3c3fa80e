// The orders area's screens behind one entry of the admin shell: each is its own chunk, loaded when opened.
import { lazy } from 'react';
import NotFoundScreen from '../core/NotFoundScreen.tsx';
import { ordersScreenOf } from './orders-paths.ts';

const OrdersScreen = lazy(() => import('./list/OrdersScreen.tsx'));
const OrderScreen = lazy(() => import('./order/OrderScreen.tsx'));
const BlacklistScreen = lazy(() => import('./blacklist/BlacklistScreen.tsx'));
const BackupsScreen = lazy(() => import('./backups/BackupsScreen.tsx'));
const LeftCheckoutsScreen = lazy(() => import('./left-checkouts/LeftCheckoutsScreen.tsx'));
const OffersScreen = lazy(() => import('./offers/OffersScreen.tsx'));

export default function OrdersScreens({ parts }: { parts: readonly string[] }) {
  const screen = ordersScreenOf(parts);
  switch (screen.kind) {
    case 'orders':
      return <OrdersScreen />;
    case 'order':
      return <OrderScreen number={screen.number} />;
    case 'blacklist':
      return <BlacklistScreen />;
    case 'backups':
      return <BackupsScreen />;
    case 'left-checkouts':
      return <LeftCheckoutsScreen />;
    case 'offers':
      return <OffersScreen />;
    case 'not-found':
      return <NotFoundScreen />;
  }
}
