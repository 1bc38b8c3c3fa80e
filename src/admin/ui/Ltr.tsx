// Numbers, phones and order numbers read left to right inside Arabic text. (Prices and dates carry
// Arabic words in Arabic, the currency or the month: they go in a plain <bdi>, which keeps their digits
// in order and reads them the Arabic way round.)
import type { ReactNode } from 'react';

export function Ltr({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {children}
    </bdi>
  );
}
