import { ReviewsPage } from '../../features/reviews/components/reviews-page';

export function ReviewRoute() {
  return <ReviewsPage />;
}
