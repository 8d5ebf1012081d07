import type { ReactNode } from 'react';
import { PageHeading } from '../../../components/ui/page-heading.tsx';

/** The narrow card the account pages (login, register, password reset) are laid out in. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md rounded-xl border border-line bg-surface p-6 sm:p-8">
      <PageHeading title={title} />
      {children}
    </div>
  );
}
