// Button looks shared by the order pages (the shop's black and outlined buttons).
export const primaryButton =
  'grid h-12 w-full place-items-center bg-ink px-4 text-sm font-semibold uppercase tracking-widest rtl:tracking-normal text-paper hover:bg-ink/85 disabled:cursor-wait disabled:opacity-60';
export const secondaryButton =
  'grid h-12 w-full place-items-center border border-ink px-4 text-sm font-semibold uppercase tracking-widest rtl:tracking-normal hover:bg-ink hover:text-paper';
export const pageHeading = 'text-2xl font-black uppercase tracking-widest rtl:tracking-normal sm:text-3xl';
