import { SKELETON_COUNTS } from '@russ/schema/common/limits';
import { CategoryListing } from '@/features/catalog/components/category-listing';
import { isSweatshirt } from '@/features/catalog/utils/category-filters';
import { usePageMeta } from '@/lib/page-meta';

export default function CategorySweatshirtsPage() {
  usePageMeta({
    title: 'Sweatshirts og crewnecks',
    description:
      'Sweatshirts og crewnecks med eget trykk på bryst, rygg eller arm – klassisk russegenser for hele gruppen.',
  });
  return (
    <CategoryListing
      title="Sweatshirts"
      lead="Crewnecks og sweatshirts med rund hals og trykk etter eget ønske – til hverdag og russetreff."
      filter={isSweatshirt}
      skeletonCount={SKELETON_COUNTS.categoryPageSmall}
    />
  );
}
