import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

interface PageHeadingProps {
  title: string;
  /** Actions shown beside the heading (e.g. an "add" button). */
  children?: ReactNode;
}

/** The page's one h1; it also names the browser tab, e.g. 'Perfil · Surcos'. */
export function PageHeading({ title, children }: PageHeadingProps) {
  useDocumentTitle(title);
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
      <h1 className="text-3xl font-bold tracking-tight text-fg">{title}</h1>
      {children}
    </div>
  );
}
