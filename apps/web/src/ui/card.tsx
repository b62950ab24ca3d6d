import type { ReactNode } from 'react';
import './card.css';

export function Card({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className="card" aria-label={title}>
      {title && <h2 className="card__title">{title}</h2>}
      {children}
    </section>
  );
}
