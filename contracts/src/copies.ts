import { z } from 'zod';

/** Discogs' grading scale, as its exports and API write it. */
export const MEDIA_CONDITIONS = [
  'Mint (M)',
  'Near Mint (NM or M-)',
  'Very Good Plus (VG+)',
  'Very Good (VG)',
  'Good Plus (G+)',
  'Good (G)',
  'Fair (F)',
  'Poor (P)',
] as const;
export const SLEEVE_CONDITIONS = [...MEDIA_CONDITIONS, 'Generic', 'Not Graded', 'No Cover'] as const;
export type MediaCondition = (typeof MEDIA_CONDITIONS)[number];
export type SleeveCondition = (typeof SLEEVE_CONDITIONS)[number];

export const MediaConditionSchema = z.enum(MEDIA_CONDITIONS);
export const SleeveConditionSchema = z.enum(SLEEVE_CONDITIONS);

/** Discogs' default folder, where a copy goes unless its owner files it elsewhere. */
export const DEFAULT_FOLDER = 'Uncategorized';
