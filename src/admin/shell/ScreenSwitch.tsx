// The signed-in screen for the current path: the shell's own screens, or the area that owns the path
// (each area reads the rest of the path and loads its screen as its own chunk).
import type { AdminArea, AdminScreen } from '../core/admin-paths.ts';
import type { ComponentType } from 'react';
import * as screens from './screens.ts';
import NotFoundScreen from '../core/NotFoundScreen.tsx';
import CatalogScreens from '../catalog/CatalogScreens.tsx';
import OrdersScreens from '../orders/OrdersScreens.tsx';
import SettingsScreens from '../settings/SettingsScreens.tsx';

const AREA_SCREENS: Record<AdminArea, ComponentType<{ parts: readonly string[] }>> = {
  catalog: CatalogScreens,
  orders: OrdersScreens,
  settings: SettingsScreens,
};

export default function ScreenSwitch({ screen }: { screen: AdminScreen }) {
  switch (screen.kind) {
    case 'home':
      return <screens.HomeScreen />;
    case 'publish':
      return <screens.PublishScreen />;
    case 'area': {
      const Area = AREA_SCREENS[screen.area];
      return <Area parts={screen.parts} />;
    }
    case 'setup':
    case 'not-found':
      return <NotFoundScreen />;
  }
}
