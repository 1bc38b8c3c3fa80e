// The settings area's screens behind one entry of the admin shell: each is its own chunk, loaded when opened.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import NotFoundScreen from '../core/NotFoundScreen.tsx';
import { settingsScreenOf, type SettingsSection } from './settings-paths.ts';

const SECTION_SCREENS: Record<SettingsSection, LazyExoticComponent<ComponentType>> = {
  'site-text': lazy(() => import('./site-text/SiteTextScreen.tsx')),
  countdown: lazy(() => import('./countdown/CountdownScreen.tsx')),
  'site-password': lazy(() => import('./site-password/SitePasswordScreen.tsx')),
  shipping: lazy(() => import('./shipping/ShippingScreen.tsx')),
  social: lazy(() => import('./social/SocialScreen.tsx')),
  currency: lazy(() => import('./currency/CurrencyScreen.tsx')),
  orders: lazy(() => import('./orders/OrdersSettingsScreen.tsx')),
  language: lazy(() => import('./language/LanguageScreen.tsx')),
  carriers: lazy(() => import('./carriers/CarriersScreen.tsx')),
  ads: lazy(() => import('./ads/AdsScreen.tsx')),
};
const AdminsScreen = lazy(() => import('./admins/AdminsScreen.tsx'));
const AuditScreen = lazy(() => import('./audit/AuditScreen.tsx'));

export default function SettingsScreens({ parts }: { parts: readonly string[] }) {
  const screen = settingsScreenOf(parts);
  switch (screen.kind) {
    case 'section': {
      const Section = SECTION_SCREENS[screen.section];
      return <Section />;
    }
    case 'admins':
      return <AdminsScreen />;
    case 'audit':
      return <AuditScreen />;
    case 'not-found':
      return <NotFoundScreen />;
  }
}
