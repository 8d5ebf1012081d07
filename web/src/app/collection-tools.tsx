import { texts } from '@surcos/contracts/texts';
import { TextLink } from '../components/ui/text-link.tsx';

/** Estadísticas, Coincidencias and Importar: one tap away from Perfil and from My albums. */
export const COLLECTION_TOOLS = [
  { to: '/stats', label: texts.stats.link },
  { to: '/matches', label: texts.matches.link },
  { to: '/import', label: texts.imports.page.link },
] as const;

/** The collection's tools as a line of links, under a page's heading. */
export function CollectionTools() {
  return (
    <nav aria-label={texts.profile.collectionTools} className="mb-6">
      <ul className="flex flex-wrap gap-x-5 gap-y-1">
        {COLLECTION_TOOLS.map((tool) => (
          <li key={tool.to}>
            <TextLink to={tool.to} className="inline-flex min-h-11 items-center">
              {tool.label}
            </TextLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
