import type { ComponentType } from 'react';
import {
  IconBeach,
  IconBuildingStore,
  IconCalendarTime,
  IconChartBar,
  IconClock,
  IconDatabaseSearch,
  IconFileInvoice,
  IconHistory,
  IconHourglass,
  IconInbox,
  IconMessageReport,
  IconPoint,
  IconPrinter,
  IconReceiptTax,
  IconRun,
  IconShoppingBag,
  IconSpeakerphone,
  IconStar,
  IconTerminal2,
  IconToolsKitchen2,
  type IconProps,
} from '@tabler/icons-react';

const MENU_ICONS: Readonly<Record<string, ComponentType<IconProps>>> = {
  orders: IconShoppingBag,
  history: IconHistory,
  menu: IconToolsKitchen2,
  company: IconBuildingStore,
  serviceRequests: IconInbox,
  pendingRestaurants: IconHourglass,
  dataCheck: IconDatabaseSearch,
  schedule: IconCalendarTime,
  scheduleHours: IconClock,
  holiday: IconBeach,
  analytics: IconChartBar,
  reviews: IconStar,
  complaints: IconMessageReport,
  marketing: IconSpeakerphone,
  invoices: IconFileInvoice,
  details: IconReceiptTax,
  printer: IconPrinter,
  console: IconTerminal2,
  runnerDisplay: IconRun,
};

export function MenuIcon({ id }: { id: string }) {
  const Icon = MENU_ICONS[id] ?? IconPoint;
  return <Icon size={22} stroke={1.6} aria-hidden />;
}
