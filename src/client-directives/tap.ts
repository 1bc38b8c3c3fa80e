// client:tap — hydrate only when the shopper touches the island: for a control most visits never use
// (the header's search button), whose code then is neither downloaded nor run for them, and leaves
// the page's first seconds to what they came for. The tap that wakes it is done again once it has
// hydrated (wake-on-touch.ts), so the first tap opens the search as it would have.
import type { ClientDirective } from 'astro';
import { wakeOnTouch } from './wake-on-touch.ts';

const tap: ClientDirective = (load, _options, el) => {
  wakeOnTouch(load, el);
};

export default tap;
