import { SKELETON_COUNTS } from '@russ/schema/common/limits';
import { CategoryListing } from '@/features/catalog/components/category-listing';
import { inCategory } from '@/features/catalog/utils/category-filters';
import { usePageMeta } from '@/lib/page-meta';

const isUnderdel = inCategory('underdeler');

export default function CategoryShortsBukserPage() {
  usePageMeta({
    title: 'Shorts og bukser',
    description:
      'Sweatpants, shorts, snekkerbukser og russedresser med trykk av navn og logo – i jente- og unisex-modell.',
  });
  return (
    <CategoryListing
      title="Shorts og bukser"
      lead="Sweatpants, shorts, snekkerbukser og russedresser med deres eget trykk."
      filter={isUnderdel}
      skeletonCount={SKELETON_COUNTS.categoryPageLarge}
    />
  );
}
