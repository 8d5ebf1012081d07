import type { ReactNode } from 'react';

/**
 * A link out to something another server published (a post, an album's page
 * there): a new tab, no referrer, and marked as content its users wrote.
 */
export function RemoteLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p className="text-sm">
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer nofollow ugc"
        className="text-accent underline underline-offset-4 hover:text-accent-hover"
      >
        {children}
      </a>
    </p>
  );
}
