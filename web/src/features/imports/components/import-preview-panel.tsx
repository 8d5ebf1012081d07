import type { ImportPreview } from '@surcos/contracts/imports';
import { texts } from '@surcos/contracts/texts';

const t = texts.imports.page;

/** The preview's numbers and every row that cannot be imported, with its line and reason. */
export function ImportPreviewPanel({ preview }: { preview: ImportPreview }) {
  const copies: [string, number][] = [
    [t.copiesToAdd, preview.copiesToAdd],
    [t.copiesAlreadyThere, preview.copiesAlreadyThere],
  ];
  const wants: [string, number][] = [
    [t.wantsToAdd, preview.wantsToAdd],
    [t.wantsAlreadyThere, preview.wantsAlreadyThere],
  ];
  // An account brings its collection and its wantlist at once.
  const numbers: [string, number][] = [
    [t.rowsRecognised, preview.rowsRecognised],
    ...(preview.kind === 'wantlist' ? [] : copies),
    ...(preview.kind === 'collection' ? [] : wants),
  ];
  const kind = { collection: t.kindCollection, wantlist: t.kindWantlist, account: t.kindAccount }[
    preview.kind
  ];
  return (
    <section aria-labelledby="import-preview" className="flex flex-col gap-4">
      <h2 id="import-preview" className="text-xl font-bold">
        {t.previewTitle}: {kind}
      </h2>
      <dl className="grid max-w-xl grid-cols-1 gap-3 sm:grid-cols-3">
        {numbers.map(([label, value]) => (
          <div key={label} className="rounded-lg border border-line bg-surface p-3">
            <dt className="text-sm text-fg-muted">{label}</dt>
            <dd className="text-2xl font-bold" data-testid={label}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <h3 className="text-lg font-bold">{t.problemsTitle}</h3>
      {preview.problems.length === 0 ? (
        <p>{t.noProblems}</p>
      ) : (
        <table className="max-w-3xl text-left text-sm">
          <caption className="sr-only">{t.problemsTitle}</caption>
          <thead>
            <tr>
              <th scope="col" className="pr-4">
                {t.line}
              </th>
              <th scope="col">{t.reason}</th>
            </tr>
          </thead>
          <tbody>
            {preview.problems.map((problem) => (
              <tr key={problem.line}>
                <td className="pr-4 align-top">{problem.line}</td>
                <td>{problem.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
