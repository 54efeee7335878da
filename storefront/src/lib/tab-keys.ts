/**
 * The WAI-ARIA tabs keys (automatic activation): which tab `key` moves to from the tab at `index` of `count` tabs.
 * ArrowRight and ArrowLeft wrap around, Home and End go to the first and last tab; null for any other key.
 */
export function tabIndexForKey(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
