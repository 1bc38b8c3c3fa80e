// Netlify runs a function whose file is named after one of its events (deploy-succeeded.ts,
// submission-created.ts, identity-signup.ts…) on that event, with Netlify's own payload, and refuses
// a path for it: a build with such a file that declares `config.path` stops at "Functions bundling"
// ("Event-triggered functions must not specify a custom path"). The shop's functions are reached by
// their own paths, so none may take an event's name.
// The names: Netlify's "Trigger functions on events", Available triggers
// (https://docs.netlify.com/functions/trigger-on-events/#available-triggers), the list that
// @netlify/build checks (lib/plugins_core/functions/index.js, eventTriggeredFunctions); a name ending
// in -background is the same event's background function.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const EVENT_NAMES = [
  'deploy-building',
  'deploy-succeeded',
  'deploy-failed',
  'deploy-deleted',
  'deploy-locked',
  'deploy-unlocked',
  'split-test-activated',
  'split-test-deactivated',
  'split-test-modified',
  'submission-created',
  'identity-validate',
  'identity-signup',
  'identity-login',
];
// Netlify names its events by family: a new deploy, split-test or identity event would take a name
// that starts the same way, so the shop keeps away from the families too.
const EVENT_FAMILIES = ['deploy-', 'split-test-', 'identity-', 'submission-'];

const functionsDir = fileURLToPath(new URL('../../netlify/functions/', import.meta.url));
const functionNames = readdirSync(functionsDir, { withFileTypes: true })
  .map((entry) => entry.name.replace(/\.(m?[jt]s|tsx?)$/, ''))
  .filter((name) => !name.startsWith('_'));
const eventOf = (name: string) => name.toLowerCase().replace(/-background$/, '');

describe("the functions' names", () => {
  it('include none of the names Netlify reserves for its events', () => {
    expect(functionNames.length).toBeGreaterThan(20);
    expect(functionNames).toContain('publish-live');
    expect(functionNames.filter((name) => EVENT_NAMES.includes(eventOf(name)))).toEqual([]);
  });

  it('start like none of the event families (deploy-, split-test-, identity-, submission-)', () => {
    expect(functionNames.filter((name) => EVENT_FAMILIES.some((family) => eventOf(name).startsWith(family)))).toEqual([]);
  });

  it('are checked against the list the installed Netlify build checks', () => {
    // node_modules/@netlify/build is netlify-cli's build (package.json pins netlify-cli): when a new
    // release reserves another name, this says so before a deploy does.
    const source = readFileSync(new URL('../../node_modules/@netlify/build/lib/plugins_core/functions/index.js', import.meta.url), 'utf8');
    const listed = /const eventTriggeredFunctions = new Set\(\[([^\]]*)\]\)/.exec(source)?.[1];
    expect(listed, 'the event names in @netlify/build').toBeDefined();
    const names = [...listed!.matchAll(/'([a-z-]+)'/g)].map((m) => m[1]);
    expect([...names].sort()).toEqual([...EVENT_NAMES].sort());
  });
});
