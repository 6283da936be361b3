import { SettingsPage } from '../../features/settings/components/settings-page';

export function SettingsRoute() {
  return <SettingsPage />;
}
