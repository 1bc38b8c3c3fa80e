// Each screen is its own chunk: the first screen downloads only what it shows.
import { lazy } from 'react';

export const SignInScreen = lazy(() => import('./sign-in/SignInScreen.tsx'));
export const SetupScreen = lazy(() => import('./sign-in/SetupScreen.tsx'));
export const HomeScreen = lazy(() => import('./HomeScreen.tsx'));
export const PublishScreen = lazy(() => import('./publish/PublishScreen.tsx'));
export const SiteTextScreen = lazy(() => import('../admin-settings/site-text/SiteTextScreen.tsx'));
export const CountdownScreen = lazy(() => import('../admin-settings/countdown/CountdownScreen.tsx'));
export const SitePasswordScreen = lazy(() => import('../admin-settings/site-password/SitePasswordScreen.tsx'));
export const ShippingScreen = lazy(() => import('../admin-settings/shipping/ShippingScreen.tsx'));
export const SocialScreen = lazy(() => import('../admin-settings/social/SocialScreen.tsx'));
export const CurrencyScreen = lazy(() => import('../admin-settings/currency/CurrencyScreen.tsx'));
export const OrdersSettingsScreen = lazy(() => import('../admin-settings/orders/OrdersSettingsScreen.tsx'));
export const LanguageScreen = lazy(() => import('../admin-settings/language/LanguageScreen.tsx'));
export const AdminsScreen = lazy(() => import('../admin-settings/admins/AdminsScreen.tsx'));
export const AuditScreen = lazy(() => import('../admin-settings/audit/AuditScreen.tsx'));
export const CatalogScreens = lazy(() => import('../admin-catalog/CatalogScreens.tsx'));
export const OrdersScreen = lazy(() => import('../admin-orders/list/OrdersScreen.tsx'));
export const OrderScreen = lazy(() => import('../admin-orders/order/OrderScreen.tsx'));
export const BlacklistScreen = lazy(() => import('../admin-orders/blacklist/BlacklistScreen.tsx'));
export const BackupsScreen = lazy(() => import('../admin-orders/backups/BackupsScreen.tsx'));
export const OrdersDashboard = lazy(() => import('../admin-orders/dashboard/OrdersDashboard.tsx'));
