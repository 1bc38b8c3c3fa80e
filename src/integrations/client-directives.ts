// The shop's own client directives (see src/client-directives/idle-or-tap.ts, tap.ts and first-toast.ts), registered with Astro.
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';

export function shopClientDirectives(): AstroIntegration {
  return {
    name: 'shop-client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'idle-or-tap',
          entrypoint: fileURLToPath(new URL('../client-directives/idle-or-tap.ts', import.meta.url)),
        });
        addClientDirective({ name: 'tap', entrypoint: fileURLToPath(new URL('../client-directives/tap.ts', import.meta.url)) });
        addClientDirective({
          name: 'first-toast',
          entrypoint: fileURLToPath(new URL('../client-directives/first-toast.ts', import.meta.url)),
        });
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    'client:idle-or-tap'?: boolean;
    'client:tap'?: boolean;
    'client:first-toast'?: boolean;
  }
}
