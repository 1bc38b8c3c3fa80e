// Numbers, phones, prices and order numbers read left to right inside Arabic text.
import type { ReactNode } from 'react';

export function Ltr({ children, className }: { children: ReactNode; className?: string }) {
  return <bdi dir="ltr" className={className}>{children}</bdi>;
}
