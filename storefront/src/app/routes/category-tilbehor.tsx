import { SKELETON_COUNTS } from '@russ/schema/common/limits';
import { CategoryListing } from '@/features/catalog/components/category-listing';
import { inCategory } from '@/features/catalog/utils/category-filters';
import { usePageMeta } from '@/lib/page-meta';

const isTilbehor = inCategory('tilbehør');

export default function CategoryTilbehorPage() {
  usePageMeta({
    title: 'Tilbehør',
    description:
      'Bandana, lue, caps, solbriller, gymbag og klistremerker med gruppens logo – tilbehøret til russetiden.',
  });
  return (
    <CategoryListing
      title="Tilbehør"
      lead="Bandana, lue, caps, solbriller, bager og mer – med gruppens logo og farger."
      filter={isTilbehor}
      skeletonCount={SKELETON_COUNTS.categoryPageLarge}
    />
  );
}
