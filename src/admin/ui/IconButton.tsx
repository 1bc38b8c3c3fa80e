// A square 44 px button with an icon and a spoken name (move up, move down, delete...).
import type { ButtonHTMLAttributes } from 'react';

const PATHS = {
  up: 'm6 15 6-6 6 6',
  down: 'm6 9 6 6 6-6',
  close: 'M6 6l12 12M18 6 6 18',
  minus: 'M5 12h14',
  plus: 'M12 5v14M5 12h14',
  drag: 'M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01',
  trash: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
} as const;

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { icon: keyof typeof PATHS; label: string };

export function IconButton({ icon, label, className, type = 'button', ...rest }: Props) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-md border border-line bg-white text-ink hover:border-ink disabled:cursor-not-allowed disabled:opacity-40 ${className ?? ''}`}
      {...rest}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth={icon === 'drag' ? 3 : 2}
        strokeLinecap="round"
      >
        <path d={PATHS[icon]} />
      </svg>
    </button>
  );
}
