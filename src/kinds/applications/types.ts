/** The application types as the tree and the wizards name them (pure): their words, codicon and color. */
import type { RowIcon } from '../facets/tree';
import type { AppType } from './schemas';

export interface AppTypeWords {
  /** "Single-page app". */
  title: string;
  /** What a tree row at 300 px shows: "SPA". */
  short: string;
  /** The picker's detail. */
  detail: string;
  icon: RowIcon;
  /** Whether it signs users in through a browser (the create wizard asks for its callback). */
  web: boolean;
}

export const APP_TYPE_WORDS: Readonly<Record<AppType, AppTypeWords>> = {
  spa: { title: 'Single-page app', short: 'SPA', detail: 'A JavaScript app in the browser (React, Angular, Vue…)', icon: { id: 'browser', color: 'charts.blue' }, web: true },
  regular_web: { title: 'Regular web app', short: 'Web app', detail: 'A server-side web app (Express, ASP.NET, Rails…)', icon: { id: 'globe', color: 'charts.green' }, web: true },
  native: { title: 'Native app', short: 'Native app', detail: 'A mobile or desktop app (iOS, Android, Electron…)', icon: { id: 'device-mobile', color: 'charts.purple' }, web: false },
  non_interactive: { title: 'Machine to machine', short: 'M2M', detail: 'A service, CLI or job that calls APIs with its own credentials', icon: { id: 'server-process', color: 'charts.orange' }, web: false },
};

/** The words of any type the service answers (other types: their name as it is). */
export function appTypeWords(type: unknown): AppTypeWords {
  const known = APP_TYPE_WORDS[type as AppType];
  if (known) return known;
  const name = typeof type === 'string' && type ? type.replace(/_/g, ' ') : 'Application';
  return { title: name, short: name, detail: '', icon: { id: 'package' }, web: false };
}
