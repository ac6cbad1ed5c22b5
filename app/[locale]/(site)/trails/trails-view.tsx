import type { QueryView } from '@/components/content/query-page';
import { routeListView } from '@/components/trails/route-list';
import { listTrails } from '@/lib/api/trails';

export const trailsView: QueryView = routeListView('trails', {
  list: listTrails,
  pace: 'walk',
  cardTestId: 'trail-card',
});
