// The island's own navigation: one atom holds the path; links push history entries, Back pops them.
import { atom, computed } from 'nanostores';
import { screenOfPath, type AdminScreen } from './admin-paths.ts';

export const $path = atom(typeof location === 'undefined' ? '/' : location.pathname);
export const $screen = computed($path, (path): AdminScreen => screenOfPath(path));

export function navigate(path: string, options: { replace?: boolean } = {}): void {
  if (path === location.pathname + location.hash) return;
  if (options.replace) history.replaceState(null, '', path);
  else history.pushState(null, '', path);
  $path.set(location.pathname);
  window.scrollTo(0, 0);
}

export function listenToHistory(): () => void {
  const onPop = () => $path.set(location.pathname);
  window.addEventListener('popstate', onPop);
  return () => window.removeEventListener('popstate', onPop);
}
