import { texts } from '@surcos/contracts/texts';

const grades: Readonly<Record<string, string>> = texts.copies.discogsGrades;
const folders: Readonly<Record<string, string>> = texts.copies.discogsFolders;

// Own keys only: a folder may be named 'constructor'.
const lookUp = (labels: Readonly<Record<string, string>>, value: string): string =>
  (Object.hasOwn(labels, value) ? labels[value] : undefined) ?? value;

/** A Discogs grade ('Near Mint (NM or M-)') as the reader reads it; the value itself never changes. */
export const gradeLabel = (grade: string): string => lookUp(grades, grade);

/** A folder's name as shown: Discogs' default folder in the reader's words, the member's own as named. */
export const folderLabel = (folder: string): string => lookUp(folders, folder);
