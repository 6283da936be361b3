import { ConsolePage } from '../../features/console/components/console-page';

export function ConsoleRoute() {
  return <ConsolePage />;
}
