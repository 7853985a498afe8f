import {
  IconAdjustments,
  IconCalendarMonth,
  IconLayoutDashboard,
  IconMessage2,
  IconRocket,
  IconUsers,
  IconVideo,
} from '@tabler/icons-react';

/** docs/product.md §2: the seven tabs, by index; index 0 is also what `/` shows. */
export const TABS = [
  { path: '/dashboard', labelKey: 'nav.dashboard', icon: IconLayoutDashboard },
  { path: '/accounts', labelKey: 'nav.accounts', icon: IconUsers },
  { path: '/videos', labelKey: 'nav.videos', icon: IconVideo },
  { path: '/comments', labelKey: 'nav.comments', icon: IconMessage2 },
  { path: '/launch', labelKey: 'nav.launch', icon: IconRocket },
  { path: '/calendar', labelKey: 'nav.calendar', icon: IconCalendarMonth },
  { path: '/settings', labelKey: 'nav.settings', icon: IconAdjustments },
] as const;

/** The tab `pathname` is under; -1 for a page outside the tabs (/approvals). */
export function tabIndexForPath(pathname: string): number {
  const index = TABS.findIndex(
    (tab) => pathname === tab.path || pathname.startsWith(`${tab.path}/`),
  );
  return index === -1 && pathname === '/' ? 0 : index;
}
