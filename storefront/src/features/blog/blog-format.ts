import { readingTimeMinutes } from '@russ/schema/catalog/blog';
import { formatDateNb } from '@russ/schema/common/dates';

/** '5 min lesetid' from the content (ceil(length / 1000) minutes, storefront §9). */
export function readingTimeText(content: string): string {
  return `${readingTimeMinutes(content)} min lesetid`;
}

/** '10. september 2024'. */
export function publishedDateText(publishedAt: string): string {
  return formatDateNb(publishedAt, 'long');
}

/** 'russetips' → 'Russetips'. */
export function categoryLabel(category: string): string {
  return category.charAt(0).toUpperCase() + category.slice(1);
}
