/** Norwegian plural for simple counted nouns: `formatCount(1, 'henvendelse', 'henvendelser')`. */
export function formatCount(count: number, one: string, many: string): string {
  return `${count.toLocaleString('nb-NO')} ${count === 1 ? one : many}`;
}
