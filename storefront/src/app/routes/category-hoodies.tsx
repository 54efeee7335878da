import { SKELETON_COUNTS } from '@russ/schema/common/limits';
import { CategoryListing } from '@/features/catalog/components/category-listing';
import { isHoodie } from '@/features/catalog/utils/category-filters';
import { usePageMeta } from '@/lib/page-meta';

export default function CategoryHoodiesPage() {
  usePageMeta({
    title: 'Hoodies',
    description:
      'Russehoodies og ziphoodies med egen logo og navn på ryggen. 80 % bomull og 20 % akryl, i jente- og unisex-modell.',
  });
  return (
    <CategoryListing
      title="Hoodies"
      lead="Hoodies og ziphoodies med deres egen logo, navn og tekst – myke, varme og laget for hele russetiden."
      filter={isHoodie}
      skeletonCount={SKELETON_COUNTS.categoryPageSmall}
    />
  );
}
