import type { QueryView } from '@/components/content/query-page';
import { routeListView } from '@/components/trails/route-list';
import { listBikeways } from '@/lib/api/bikeways';

export const bikewaysView: QueryView = routeListView('bikeways', {
  list: listBikeways,
  pace: 'cycle',
  cardTestId: 'bikeway-card',
});
