import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** Webinar times are shown in UTC so the server and the browser render the same text. */
export function formatWebinarDate(iso: string): string {
  return `${format(new TZDate(iso, 'UTC'), 'EEEE d MMMM yyyy, HH:mm')} UTC`;
}
