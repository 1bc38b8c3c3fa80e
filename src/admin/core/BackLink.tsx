// "Back to …" over a screen that opened from a list (an order, a product): 48 px tall for a thumb,
// its arrow turned round in Arabic.
import { AdminLink } from './AdminLink.tsx';

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <AdminLink
      to={to}
      className="inline-flex min-h-12 items-center gap-1 self-start text-base font-semibold underline-offset-4 hover:underline"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 rtl:-scale-x-100" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="m15 6-6 6 6 6" />
      </svg>
      {label}
    </AdminLink>
  );
}
