/**
 * A Discogs collection export of `rows` generated rows, as a member would
 * upload it: one release in ten is a second copy (repeated release ids are
 * separate copies), twelve folders, catalogue numbers, formats, grades and
 * notes. Release ids start at `firstRelease`.
 */
export function generatedCollectionCsv(rows: number, firstRelease = 1_000_000): string {
  const header =
    'Catalog#,Artist,Title,Label,Format,Rating,Released,release_id,CollectionFolder,Date Added,Collection Media Condition,Collection Sleeve Condition,Collection Notes,Collection Purchased At';
  const lines = Array.from({ length: rows }, (_, index) => {
    const release = firstRelease + (index % 10 === 9 ? index - 1 : index);
    return `CAT-${index},Artista ${index % 997},Disco ${index},Sello ${index % 31},"LP, Album",${index % 6},${1960 + (index % 60)},${release},Estante ${index % 12},2020-01-02 03:04:05,Very Good Plus (VG+),Generic,"nota ""${index}""",Tienda ${index % 7}`;
  });
  return [header, ...lines].join('\n');
}
