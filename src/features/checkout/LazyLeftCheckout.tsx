// The left checkout's saver, loaded when she first ticks "the shop may call me" (before that there is
// nothing it may save, so its code need not come with the page: the JavaScript budget). Once loaded it
// stays for the form's life: unticking deletes her draft, and her order closes it.
import { lazy, Suspense, useState } from 'react';
import type { LeftCheckoutProps } from './LeftCheckoutSaver.tsx';

const LeftCheckoutSaver = lazy(() => import('./LeftCheckoutSaver.tsx'));

export default function LeftCheckout(props: LeftCheckoutProps) {
  const [ticked, setTicked] = useState(false);
  // Set while rendering (React's way to derive state from props): the saver mounts in the same commit.
  if (props.form.callConsent && !ticked) setTicked(true);
  if (!ticked) return null;
  return (
    <Suspense fallback={null}>
      <LeftCheckoutSaver {...props} />
    </Suspense>
  );
}
