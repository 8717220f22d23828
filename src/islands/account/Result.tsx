import type { ReactNode } from 'react';
import { useFocusOnMount } from './focus.ts';

/** A result heading that takes focus when it appears, so the outcome of a step is announced. */
export default function Result({ level = 2, children }: { level?: 2 | 3; children: ReactNode }) {
  const ref = useFocusOnMount<HTMLHeadingElement>();
  const Tag = level === 2 ? 'h2' : 'h3';
  return (
    <Tag ref={ref} tabIndex={-1}>
      {children}
    </Tag>
  );
}
