// The signed-in screen for the current path.
import type { AdminScreen, SettingsSection } from './admin-paths.ts';
import type { ComponentType, LazyExoticComponent } from 'react';
import * as screens from './screens.ts';
import NotFoundScreen from './NotFoundScreen.tsx';

const SECTION_SCREENS: Record<SettingsSection, LazyExoticComponent<ComponentType>> = {
  'site-text': screens.SiteTextScreen,
  countdown: screens.CountdownScreen,
  'site-password': screens.SitePasswordScreen,
  shipping: screens.ShippingScreen,
  social: screens.SocialScreen,
  currency: screens.CurrencyScreen,
  orders: screens.OrdersSettingsScreen,
  language: screens.LanguageScreen,
};

export default function ScreenSwitch({ screen }: { screen: AdminScreen }) {
  switch (screen.kind) {
    case 'home':
      return <screens.HomeScreen />;
    case 'settings': {
      const Section = SECTION_SCREENS[screen.section];
      return <Section />;
    }
    case 'admins':
      return <screens.AdminsScreen />;
    case 'audit':
      return <screens.AuditScreen />;
    case 'publish':
      return <screens.PublishScreen />;
    case 'catalog':
      return <screens.CatalogScreens parts={screen.parts} />;
    case 'orders':
      return <screens.OrdersScreen />;
    case 'order':
      return <screens.OrderScreen number={screen.number} />;
    case 'blacklist':
      return <screens.BlacklistScreen />;
    case 'backups':
      return <screens.BackupsScreen />;
    case 'setup':
    case 'not-found':
      return <NotFoundScreen />;
  }
}
