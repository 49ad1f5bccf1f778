import { z } from 'zod';
import { INTERFACE_LANGUAGES } from './languages.ts';
import * as f from './fields.ts';
import { alertDateToMs } from './alert-window.ts';

// The window rules live in a module without zod: the web app's every page checks the window, and importing them
// from here carried the whole validation library into the first page's code (issue #16).
export { alertDateToMs, alertIsActive } from './alert-window.ts';

/**
 * The alert banner file (GET /alert.json, PUT /api/v1/alert): a message per interface language, a window given
 * as [year, month, day, hour, minute] in UTC with 1-based months, and the locked flag that disables registration.
 */
const part = (min: number, max: number) => z.number({ error: 'bad_date' }).int('bad_date').min(min, 'bad_date').max(max, 'bad_date');
const DateParts = z
  .tuple([part(2000, 2100), part(1, 12), part(1, 31), part(0, 23), part(0, 59)], { error: 'bad_date' })
  .refine(([y, m, d]) => new Date(Date.UTC(y, m - 1, d)).getUTCDate() === d, 'bad_date');

export type AlertDate = [number, number, number, number, number];

export const AlertMessage = z.object(
  Object.fromEntries(INTERFACE_LANGUAGES.map((language) => [language, f.message])) as Record<(typeof INTERFACE_LANGUAGES)[number], typeof f.message>,
);

/** PUT /api/v1/alert. */
export const AlertUpdate = z
  .object({ message: AlertMessage, start: DateParts, end: DateParts, locked: z.boolean({ error: 'params_required' }) })
  .refine((v) => alertDateToMs(v.start) <= alertDateToMs(v.end), { message: 'bad_date', path: ['end'] });
export type AlertUpdate = z.output<typeof AlertUpdate>;

/** GET /alert.json: with no alert, empty messages and empty date arrays. */
export const AlertFile = z.object({
  message: z.record(z.string(), z.string()),
  start: z.array(z.number()),
  end: z.array(z.number()),
  locked: z.boolean(),
});
export type AlertFile = z.infer<typeof AlertFile>;

export const EMPTY_ALERT: AlertFile = {
  message: Object.fromEntries(INTERFACE_LANGUAGES.map((language) => [language, ''])),
  start: [],
  end: [],
  locked: false,
};
