// One of the dashboard's pictures: a figure with its title and a line of why, the picture itself, and
// the same numbers as a table, read by screen readers always (visually hidden) and shown to anyone who
// asks ("Show as a table", which then replaces the picture). The picture is hidden from screen readers
// unless it has something of its own to operate (the map's wilayas).
import { useId, useState, type ReactNode } from 'react';
import { useTrendsText } from './trends-messages.ts';

type Props = {
  title: string;
  intro: string;
  /** Marks the figure for tests and screenshots (data-chart="by-day"). */
  name: string;
  table: ReactNode;
  /** False when the picture has controls of its own a screen reader must reach (the map). */
  pictureHidden?: boolean;
  children: ReactNode;
};

export function ChartFigure({ title, intro, name, table, pictureHidden = true, children }: Props) {
  const { t } = useTrendsText();
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  return (
    <figure
      className="m-0 flex min-w-0 flex-col gap-3 rounded-lg border border-line bg-white p-4 shadow-sm sm:p-6"
      aria-labelledby={titleId}
      data-chart={name}
    >
      <figcaption className="flex flex-col gap-1">
        <h3 id={titleId} className="text-lg font-bold">
          {title}
        </h3>
        <p className="text-sm text-muted">{intro}</p>
      </figcaption>
      {!asTable && <div aria-hidden={pictureHidden || undefined}>{children}</div>}
      <div className={asTable ? 'overflow-x-auto' : 'sr-only'} data-chart-table>
        {table}
      </div>
      <button
        type="button"
        className="min-h-11 self-start rounded-md border border-line px-3 text-sm font-semibold"
        aria-pressed={asTable}
        onClick={() => setAsTable(!asTable)}
        data-show-table
      >
        {t(asTable ? 'showChart' : 'showTable')}
      </button>
    </figure>
  );
}

/** A figure's table: a caption for screen readers, one header row, rows given. */
export function FigureTable({ caption, headers, children }: { caption: string; headers: string[]; children: ReactNode }) {
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-line text-xs text-muted">
          {headers.map((h, i) => (
            <th key={h} scope="col" className={`py-2 font-semibold ${i === 0 ? 'text-start' : 'ps-2 text-end'}`}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
