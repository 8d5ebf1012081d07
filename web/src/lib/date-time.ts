import { dateTimeFormat } from '@surcos/contracts/intl';

const dateAndTime = () => dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });

/** A moment as a date and a time, in the reader's zone (the admin area's lists). */
export const formatDateTime = (iso: string): string => dateAndTime().format(new Date(iso));
