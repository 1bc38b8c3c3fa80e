// npm run test:unit: Vitest in three lanes side by side (scripts/lib/unit-lanes.ts says why).
// Arguments go to both (`npm run test:unit -- orders`); `npx vitest run` still runs everything in one queue.
import { runTogether } from './lib/run-together.ts';
import { unitLanes } from './lib/unit-lanes.ts';

process.exit(await runTogether(unitLanes(process.argv.slice(2))));
