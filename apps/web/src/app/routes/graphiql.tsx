import { ApiExplorerPage } from '../../features/api-explorer/components/api-explorer-page';

export function GraphiqlRoute() {
  return <ApiExplorerPage />;
}
