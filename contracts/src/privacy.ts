/**
 * Who may see a collection. No zod and no texts: the text catalogue labels each, and
 * collections.ts, whose schemas read the catalogue, validates them.
 */
export const PRIVACIES = ['public', 'private'] as const;
export type Privacy = (typeof PRIVACIES)[number];
