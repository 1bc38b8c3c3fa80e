// The rule that sees rooms: circles between two folders of one layer, and between files of src/server
// or src/domain, each found on a tree built to have exactly that circle.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { circles, fileCycles, folderCycles } from './import-cycles.ts';

const root = join(import.meta.dirname, '../..');
const scratch = mkdtempSync(join(tmpdir(), 'cycles-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(scratch, 'tree-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

describe('circles', () => {
  it('names each strongly connected part once, with a lone file that imports itself', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
    ]);
    expect(circles(graph).map((members) => members.join(' '))).toEqual(['a b c', 'e']);
  });

  it('finds nothing in a graph that only leans one way', () => {
    expect(
      circles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([]);
  });
});

describe('the rule that sees rooms', () => {
  it('finds a circle between two folders of src/server, through different files', () => {
    const dir = tree({
      'src/server/admin-orders/workflow.ts': "import { send } from '../carriers/send.ts';\nexport const move = send;\n",
      'src/server/carriers/send.ts': 'export const send = 1;\n',
      'src/server/carriers/outcomes.ts': "import { move } from '../admin-orders/workflow.ts';\nexport const o = move;\n",
    });
    expect(folderCycles(dir)).toEqual([{ layer: 'src/server', members: ['src/server/admin-orders', 'src/server/carriers'] }]);
    // ...which is not a circle between files: each file is visited once.
    expect(fileCycles(dir)).toEqual([]);
  });

  it('finds a circle between admin folders through a .tsx file and a type import', () => {
    const dir = tree({
      'src/admin/ui/Button.tsx': "import type { Shell } from '../shell/types.ts';\nexport const B = 1;\n",
      'src/admin/shell/types.ts': "import { B } from '../ui/Button.tsx';\nexport type Shell = typeof B;\n",
    });
    expect(folderCycles(dir).map((c) => c.members)).toEqual([['src/admin/shell', 'src/admin/ui']]);
  });

  it('finds a circle between files of src/domain, with imports that leave out the extension', () => {
    const dir = tree({
      'src/domain/orders/messages.ts': "import { request } from './order-request';\nexport const m = request;\n",
      'src/domain/orders/order-request.ts': "import { m } from './messages.ts';\nexport const request = m;\n",
    });
    expect(fileCycles(dir)).toEqual([
      { layer: 'src/domain', members: ['src/domain/orders/messages.ts', 'src/domain/orders/order-request.ts'] },
    ]);
  });

  it('leaves alone folders that lean one way, files of another layer and tests', () => {
    const dir = tree({
      'src/server/orders/service.ts': "import { db } from '../db/client.ts';\nexport const s = db;\n",
      'src/server/db/client.ts': "import { x } from '../../domain/money.ts';\nexport const db = x;\n",
      'src/server/db/client.test.ts': "import { s } from '../orders/service.ts';\n",
      'src/domain/money.ts': 'export const x = 1;\n',
    });
    expect(folderCycles(dir)).toEqual([]);
    expect(fileCycles(dir)).toEqual([]);
  });
});

describe('npm run check (scripts/check-layers.ts)', () => {
  const checkLayers = (dir: string) => spawnSync(process.execPath, [join(root, 'scripts/check-layers.ts'), dir], { encoding: 'utf8' });

  it('fails on a planted circle between two folders of src/server, naming both', () => {
    const dir = tree({
      'src/server/orders/place.ts': "import { notify } from '../notifications/notify.ts';\nexport const place = notify;\n",
      'src/server/notifications/notify.ts': "import type { Order } from '../orders/order.ts';\nexport const notify = (o: Order) => o;\n",
      'src/server/orders/order.ts': 'export type Order = { id: string };\n',
    });
    const run = checkLayers(dir);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('a circle between folders of src/server:\n  src/server/notifications\n  src/server/orders');
    expect(run.stderr).toContain('1 import circle(s)');
  }, 30_000);

  it('fails on a circle between files of src/domain', () => {
    const dir = tree({
      'src/domain/cart/total.ts': "import { lines } from './lines.ts';\nexport const total = lines;\n",
      'src/domain/cart/lines.ts': "import { total } from './total.ts';\nexport const lines = total;\n",
    });
    const run = checkLayers(dir);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('a circle between files of src/domain:\n  src/domain/cart/lines.ts\n  src/domain/cart/total.ts');
  }, 30_000);

  it('passes on folders that lean one way', () => {
    const dir = tree({
      'src/server/orders/place.ts': "import { notify } from '../notifications/notify.ts';\nexport const place = notify;\n",
      'src/server/notifications/notify.ts': "import { db } from '../db/client.ts';\nexport const notify = db;\n",
      'src/server/db/client.ts': 'export const db = 1;\n',
    });
    const run = checkLayers(dir);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  }, 30_000);
});
