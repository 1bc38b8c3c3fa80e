// The shell's own screens, each its own chunk: the first screen downloads only what it shows. (The
// areas' screens are loaded by each area's screen switch.)
import { lazy } from 'react';

export const SignInScreen = lazy(() => import('./sign-in/SignInScreen.tsx'));
export const SetupScreen = lazy(() => import('./sign-in/SetupScreen.tsx'));
export const HomeScreen = lazy(() => import('./HomeScreen.tsx'));
export const PublishScreen = lazy(() => import('./publish/PublishScreen.tsx'));
export const OrdersDashboard = lazy(() => import('../orders/dashboard/OrdersDashboard.tsx'));
