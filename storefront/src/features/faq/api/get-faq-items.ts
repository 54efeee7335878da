import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { CATALOG_FAQ_ITEMS } from '@russ/schema/catalog/faq';
import { graphql } from '@/gql';

export const FaqItemsQuery = graphql(`
  query FaqItems {
    faqItems {
      id
      topic
      question
      answer
    }
  }
`);

export type FaqEntry = { id: string; topic: string; question: string; answer: string };
export type FaqTopicGroup = { topic: string; items: FaqEntry[] };

/** The FAQ the shop is seeded with, used when the server cannot be reached (the questions are static content). */
export const STATIC_FAQ_ENTRIES: readonly FaqEntry[] = CATALOG_FAQ_ITEMS.map((item, index) => ({
  id: `static-${index}`,
  ...item,
}));

/** Groups items by topic, topics in the order they first appear (the server answers in display order). */
export function groupFaqByTopic(items: readonly FaqEntry[]): FaqTopicGroup[] {
  const groups = new Map<string, FaqEntry[]>();
  for (const item of items) {
    const group = groups.get(item.topic);
    if (group) group.push(item);
    else groups.set(item.topic, [item]);
  }
  return [...groups].map(([topic, entries]) => ({ topic, items: entries }));
}

/** The seeded questions by topic: what the page shows until (or unless) the server's list has arrived. */
export const STATIC_FAQ_GROUPS: readonly FaqTopicGroup[] = groupFaqByTopic(STATIC_FAQ_ENTRIES);

/**
 * The FAQ from the `faqItems` query. While it loads, and if the request fails, the seeded questions are shown,
 * so the page answers at once and does not move when the list arrives (the server is seeded with the same
 * questions). `entries` is the flat list (for structured data), `groups` the same items by topic.
 */
export function useFaqItems() {
  const { data, loading, error } = useQuery(FaqItemsQuery);
  const entries: readonly FaqEntry[] = useMemo(() => data?.faqItems ?? STATIC_FAQ_ENTRIES, [data]);
  const groups = useMemo(() => groupFaqByTopic(entries), [entries]);
  return { entries, groups, loading: loading && !data, error };
}
