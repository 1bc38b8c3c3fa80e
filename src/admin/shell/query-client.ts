// The admin's server data (lists, an order, settings...) goes through TanStack Query
// (@tanstack/react-query, pinned to an exact version like every dependency the admin leans on).
// Why a library and not one more hand-written hook: it keeps one answer per question (its query
// key), so a slow answer to an old filter can never overwrite the newest one (the "only the newest
// answer may write" ticket counters each hook kept, and the races two fixes were about), and a save
// says which answers it made stale (invalidateQueries) instead of each screen reloading by hand.
// The admin is client:only behind its own path, so its weight is no shopper's (tests/e2e/admin-
// screens.spec.ts still holds the first screen to its budget).
// Settings chosen to keep what the owner sees as it was: no silent retries (a refusal shows at once,
// with its Retry), no refetch on focus or reconnect, and requests go out even when the browser thinks
// it is offline (the network error is shown, not a paused screen). A form keeps the version it read
// (a product's or the shipping table's updatedAt): an answer arriving by itself under an open form
// would carry a newer version and let its save overwrite another tab's change.
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, networkMode: 'always' },
    mutations: { retry: false, networkMode: 'always' },
  },
});
