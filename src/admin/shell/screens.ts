// Each screen is its own chunk: the first screen downloads only what it shows.
import { lazy } from 'react';

export const SignInScreen = lazy(() => import('./sign-in/SignInScreen.tsx'));
export const SetupScreen = lazy(() => import('./sign-in/SetupScreen.tsx'));
export const HomeScreen = lazy(() => import('./HomeScreen.tsx'));
export const PublishScreen = lazy(() => import('./publish/PublishScreen.tsx'));
export const SiteTextScreen = lazy(() => import('../settings/site-text/SiteTextScreen.tsx'));
export const CountdownScreen = lazy(() => import('../settings/countdown/CountdownScreen.tsx'));
export const SitePasswordScreen = lazy(() => import('../settings/site-password/SitePasswordScreen.tsx'));
export const ShippingScreen = lazy(() => import('../settings/shipping/ShippingScreen.tsx'));
export const SocialScreen = lazy(() => import('../settings/social/SocialScreen.tsx'));
export const CurrencyScreen = lazy(() => import('../settings/currency/CurrencyScreen.tsx'));
export const OrdersSettingsScreen = lazy(() => import('../settings/orders/OrdersSettingsScreen.tsx'));
export const LanguageScreen = lazy(() => import('../settings/language/LanguageScreen.tsx'));
export const AdminsScreen = lazy(() => import('../settings/admins/AdminsScreen.tsx'));
export const AuditScreen = lazy(() => import('../settings/audit/AuditScreen.tsx'));
export const CatalogScreens = lazy(() => import('../catalog/CatalogScreens.tsx'));
export const OrdersScreen = lazy(() => import('../orders/list/OrdersScreen.tsx'));
export const OrderScreen = lazy(() => import('../orders/order/OrderScreen.tsx'));
export const BlacklistScreen = lazy(() => import('../orders/blacklist/BlacklistScreen.tsx'));
export const BackupsScreen = lazy(() => import('../orders/backups/BackupsScreen.tsx'));
export const OrdersDashboard = lazy(() => import('../orders/dashboard/OrdersDashboard.tsx'));
