// The size × colour grid: which cells a product has, and which cells a change of its sizes or
// colours adds (at stock 0) or removes. A product without sizes and colours has one cell ('' × '').
export type Cell = { size: string; color: string };
export type StockedCell = Cell & { stock: number };

export function cellsOf(sizes: readonly string[], colors: readonly string[]): Cell[] {
  const s = sizes.length ? sizes : [''];
  const c = colors.length ? colors : [''];
  return s.flatMap((size) => c.map((color) => ({ size, color })));
}

const cellKey = (cell: Cell) => `${cell.size}\u0000${cell.color}`;

/** What going from `current` cells to the cells of (sizes, colors) adds and removes. */
export function gridChange<C extends Cell>(current: readonly C[], sizes: readonly string[], colors: readonly string[]) {
  const wanted = cellsOf(sizes, colors);
  const wantedKeys = new Set(wanted.map(cellKey));
  const currentKeys = new Set(current.map(cellKey));
  return {
    added: wanted.filter((cell) => !currentKeys.has(cellKey(cell))),
    removed: current.filter((cell) => !wantedKeys.has(cellKey(cell))),
  };
}
