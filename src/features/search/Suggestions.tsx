// The dropdown under the search box: a status line, or up to 5 products and 'View all results'.
import type { SuggestionState } from './use-suggestions.ts';
import type { HeaderSearchTexts } from './messages.ts';
import { smallestCopy } from '../seo/responsive-images.ts';

type Props = { state: Exclude<SuggestionState, { status: 'idle' }>; texts: HeaderSearchTexts; resultsUrl: string; productPath: string };

export function Suggestions({ state, texts, resultsUrl, productPath }: Props) {
  const status = (text: string) => <p className="px-4 py-3 text-sm text-muted">{text}</p>;
  return (
    <div
      aria-live="polite"
      data-search-suggestions
      className="absolute inset-x-0 top-full max-h-[70vh] overflow-y-auto border border-line bg-paper shadow-lg md:top-[calc(100%+0.25rem)]"
    >
      {state.status === 'searching' && status(texts.searching)}
      {state.status === 'error' && status(texts.noResults)}
      {state.status === 'done' && state.matches.length === 0 && status(texts.noResults)}
      {state.status === 'done' && state.matches.length > 0 && (
        <>
          <ul aria-label={texts.suggestions}>
            {state.matches.map((m) => (
              <li key={m.id}>
                <a href={productPath.replace('{id}', m.id)} className="flex items-center gap-3 px-3 py-2 hover:bg-line/50 focus:bg-line/50">
                  {m.image ? (
                    <img
                      src={smallestCopy(m.image)}
                      alt=""
                      width="40"
                      height="50"
                      loading="lazy"
                      className="h-[50px] w-10 shrink-0 bg-line/50 object-cover"
                    />
                  ) : (
                    <span className="h-[50px] w-10 shrink-0 bg-line/50" />
                  )}
                  <span className="flex min-w-0 flex-col">
                    <bdi className="truncate text-sm font-semibold">{m.name}</bdi>
                    <span className="text-xs text-muted">{m.category}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
          <a
            href={resultsUrl}
            className="block border-t border-line px-4 py-3 text-center text-xs font-semibold uppercase tracking-widest hover:bg-line/50"
          >
            {texts.viewAll}
          </a>
        </>
      )}
    </div>
  );
}
