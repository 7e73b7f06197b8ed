// A checkout-flow page frame: title (also the document title) and an introduction.
import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/page-title';

export function SimplePage({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <section className="page-section">
      <h1>{title}</h1>
      {children}
    </section>
  );
}
