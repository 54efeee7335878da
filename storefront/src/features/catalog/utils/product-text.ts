/**
 * The first sentence of a description (cards on /products show only it). A sentence ends at '.', '!' or '?'
 * followed by a space and a capital letter or digit, or at the end of the text, so 'f.eks. en hoodie' and
 * 'fra 10 stk. per gruppe' do not cut it short.
 */
export function firstSentence(text: string): string {
  const trimmed = text.trim();
  const end = /[.!?](?=\s+[\p{Lu}\d«"]|\s*$)/u.exec(trimmed);
  return end ? trimmed.slice(0, end.index + 1) : trimmed;
}
