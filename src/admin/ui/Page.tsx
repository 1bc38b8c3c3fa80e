// A screen's frame (heading, one line of why, then its cards) and the card every form sits in.
import type { ReactNode } from 'react';

export function Page({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="text-base text-muted">{intro}</p>
      </div>
      {children}
    </div>
  );
}

export function Card({ title, intro, children }: { title?: string; intro?: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 rounded-lg border border-line bg-white p-4 shadow-sm sm:p-6">
      {title && (
        <div className="flex flex-col gap-1">
          <h2 className="text-lg font-bold">{title}</h2>
          {intro && <p className="text-sm text-muted">{intro}</p>}
        </div>
      )}
      {children}
    </section>
  );
}
