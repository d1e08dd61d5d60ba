import type { TablerIcon } from '@tabler/icons-react';
// One module per icon: the package's index holds some 6,000, and only these are shipped.
import IconArrowsExchange from '@tabler/icons-react/icons/IconArrowsExchange';
import IconBeach from '@tabler/icons-react/icons/IconBeach';
import IconBolt from '@tabler/icons-react/icons/IconBolt';
import IconBriefcase from '@tabler/icons-react/icons/IconBriefcase';
import IconCalendarEvent from '@tabler/icons-react/icons/IconCalendarEvent';
import IconClock from '@tabler/icons-react/icons/IconClock';
import IconFileText from '@tabler/icons-react/icons/IconFileText';
import IconFiles from '@tabler/icons-react/icons/IconFiles';
import IconFolders from '@tabler/icons-react/icons/IconFolders';
import IconHeartHandshake from '@tabler/icons-react/icons/IconHeartHandshake';
import IconHome from '@tabler/icons-react/icons/IconHome';
import IconId from '@tabler/icons-react/icons/IconId';
import IconLock from '@tabler/icons-react/icons/IconLock';
import IconLuggage from '@tabler/icons-react/icons/IconLuggage';
import IconMedicalCross from '@tabler/icons-react/icons/IconMedicalCross';
import IconNews from '@tabler/icons-react/icons/IconNews';
import IconPhone from '@tabler/icons-react/icons/IconPhone';
import IconPill from '@tabler/icons-react/icons/IconPill';
import IconPlane from '@tabler/icons-react/icons/IconPlane';
import IconPlaneDeparture from '@tabler/icons-react/icons/IconPlaneDeparture';
import IconReceipt from '@tabler/icons-react/icons/IconReceipt';
import IconRefresh from '@tabler/icons-react/icons/IconRefresh';
import IconRepeat from '@tabler/icons-react/icons/IconRepeat';
import IconRings from '@tabler/icons-react/icons/IconRings';
import IconSchool from '@tabler/icons-react/icons/IconSchool';
import IconSearch from '@tabler/icons-react/icons/IconSearch';
import IconStethoscope from '@tabler/icons-react/icons/IconStethoscope';
import IconTie from '@tabler/icons-react/icons/IconTie';
import IconTrees from '@tabler/icons-react/icons/IconTrees';
import IconTrendingUp from '@tabler/icons-react/icons/IconTrendingUp';
import IconTrophy from '@tabler/icons-react/icons/IconTrophy';
import IconUsers from '@tabler/icons-react/icons/IconUsers';
import IconWorld from '@tabler/icons-react/icons/IconWorld';
import type { IconName } from '../../lib/icon-names';

const ICONS: Readonly<Record<IconName, TablerIcon>> = {
  bolt: IconBolt,
  briefcase: IconBriefcase,
  calendar: IconCalendarEvent,
  clock: IconClock,
  departure: IconPlaneDeparture,
  document: IconFileText,
  exchange: IconArrowsExchange,
  files: IconFiles,
  folders: IconFolders,
  handshake: IconHeartHandshake,
  home: IconHome,
  hospital: IconMedicalCross,
  island: IconBeach,
  lock: IconLock,
  luggage: IconLuggage,
  news: IconNews,
  palm: IconTrees,
  passport: IconId,
  phone: IconPhone,
  pill: IconPill,
  plane: IconPlane,
  receipt: IconReceipt,
  refresh: IconRefresh,
  repeat: IconRepeat,
  rings: IconRings,
  school: IconSchool,
  search: IconSearch,
  stethoscope: IconStethoscope,
  tie: IconTie,
  trending: IconTrendingUp,
  trophy: IconTrophy,
  users: IconUsers,
  world: IconWorld,
};

interface Props {
  name: IconName;
  /** The drawing's size; by default the surrounding text's, so the wrapper's font-size sizes it. */
  size?: number | string;
}

/**
 * An SVG icon of the site's set (Tabler, the set Mantine's own docs use). Always decorative:
 * hidden from assistive technology, since the text beside it says what it means.
 */
export function Icon({ name, size = '1em' }: Props) {
  const Drawing = ICONS[name];
  return <Drawing size={size} stroke={1.75} aria-hidden="true" focusable="false" />;
}
