// The success panel is only ever shown after an order: it loads with the form's validator (when the
// shopper starts on the form), not with the page.
import { lazy, Suspense, type ComponentProps } from 'react';
import type OrderSuccessPanel from './OrderSuccess.tsx';

const OrderSuccess = lazy(() => import('./OrderSuccess.tsx'));

export default function LazyOrderSuccess(props: ComponentProps<typeof OrderSuccessPanel>) {
  return (
    <Suspense fallback={null}>
      <OrderSuccess {...props} />
    </Suspense>
  );
}
