import type { ButtonHTMLAttributes } from 'react';

type Kind = 'primary' | 'secondary' | 'danger' | 'quiet';

const KIND: Record<Kind, string> = {
  primary: 'bg-ink text-paper hover:bg-ink/85',
  secondary: 'border border-ink bg-white text-ink hover:bg-line/50',
  danger: 'border border-accent bg-white text-accent hover:bg-accent/10',
  quiet: 'text-ink underline-offset-4 hover:underline',
};

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { kind?: Kind };

/** 48 px tall at least: the owner taps these between calls. */
export function Button({ kind = 'primary', className, type = 'button', ...rest }: Props) {
  return (
    <button
      type={type}
      className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-md px-5 text-base font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${KIND[kind]} ${className ?? ''}`}
      {...rest}
    />
  );
}
