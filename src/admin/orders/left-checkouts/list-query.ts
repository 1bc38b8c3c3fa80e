// The Left checkouts list's one question (TanStack Query): the screen reads it, a mark asks it again.
export const LIST_QUERY_KEY = ['orders', 'left-checkouts'] as const;
