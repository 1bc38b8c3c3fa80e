// A link inside the admin that changes screens without reloading the page (a new tab still works).
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from './admin-router.ts';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; onNavigate?: () => void };

export function AdminLink({ to, onNavigate, onClick, ...rest }: Props) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
    onNavigate?.();
  };
  return <a href={to} onClick={follow} {...rest} />;
}
