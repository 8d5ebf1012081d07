import type { ReactNode } from 'react';
import { texts } from '@surcos/contracts/texts';

interface PageSection {
  /** The fragment the link at the top jumps to. */
  id: string;
  title: string;
  content: ReactNode;
}

/**
 * A long page's sections under links that reach each one: a grid that grows as one
 * scrolls would otherwise keep the sections under it out of reach.
 */
export function PageSections({ sections }: { sections: readonly PageSection[] }) {
  return (
    <>
      <nav aria-label={texts.lists.onThisPage} className="mb-8">
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="font-bold text-accent underline underline-offset-4">
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((section, index) => (
        <section
          key={section.id}
          aria-labelledby={`${section.id}-titulo`}
          id={section.id}
          className={`scroll-mt-24 ${index < sections.length - 1 ? 'mb-12' : ''}`}
        >
          <h2 id={`${section.id}-titulo`} className="mb-4 text-2xl font-bold">
            {section.title}
          </h2>
          {section.content}
        </section>
      ))}
    </>
  );
}
