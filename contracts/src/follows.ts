/** The two lists of people a user has: who follows them, and whom they follow. */
export const FOLLOW_DIRECTIONS = ['followers', 'following'] as const;
export type FollowDirection = (typeof FOLLOW_DIRECTIONS)[number];
