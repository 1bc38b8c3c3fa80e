// What the two rate tables share: a row-naming first column, then four counts, narrow enough
// for a 390 px phone. Each table fills the rows.
import type { ReactNode } from 'react';

type Props = {
  /** The first column's header (the wilaya, the customer), then the counts' headers. */
  headers: [string, ...string[]];
  /** Marks the table for tests and screenshots (data-rates-by-wilaya, data-rates-by-customer). */
  mark: `data-${string}`;
  children: ReactNode;
};

export function RatesTable({ headers: [first, ...counts], mark, children }: Props) {
  return (
    <table className="w-full table-fixed border-collapse text-sm" {...{ [mark]: '' }}>
      <thead>
        <tr className="border-b border-line text-xs text-muted">
          <th scope="col" className="w-[26%] py-2 text-start font-semibold">
            {first}
          </th>
          {counts.map((header) => (
            <th key={header} scope="col" className="py-2 ps-1 text-end font-semibold">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
