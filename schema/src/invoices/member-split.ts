/**
 * `Fordel faktura på medlemmer` (admin §4): which member of a group pays for which order lines.
 *
 * How a line maps to a member, in this order:
 * 1. A line with a print name goes to the member whose size submission has a line with that print name (case and
 *    surrounding blanks ignored; the same product preferred when several members chose the name).
 * 2. Other quantities are handed out to the members whose submissions asked for the same product, size and colour
 *    (a missing colour on either side matches any), in submission order, up to what each asked for.
 * 3. Whatever is left (lines nobody's submission explains) goes to the order's customer, the group's coordinator.
 * A line can be split between members (e.g. 12 hoodies in M for 12 members: one each).
 */
export interface SplitOrderLine {
  id: number;
  productId: number | null;
  size: string | null;
  color: string | null;
  quantity: number;
  printName: string | null;
}

export interface MemberWishLine {
  productId?: number | null;
  size?: string | null;
  color?: string | null;
  quantity?: number | null;
  printName?: string | null;
}

export interface MemberWishes {
  email: string;
  lines: MemberWishLine[];
}

export interface MemberShare {
  email: string;
  lines: { orderLineId: number; quantity: number }[];
}

const norm = (text: string | null | undefined) => (text ?? '').trim().toLowerCase();
const sameOptional = (a: string | null | undefined, b: string | null | undefined) =>
  !norm(a) || !norm(b) || norm(a) === norm(b);

/** The member shares of a group order's lines; members in first-seen order, the fallback last. */
export function splitOrderLinesByMember(
  lines: readonly SplitOrderLine[],
  members: readonly MemberWishes[],
  fallbackEmail: string,
): MemberShare[] {
  const shares = new Map<string, Map<number, number>>();
  const give = (email: string, lineId: number, quantity: number) => {
    if (quantity <= 0) return;
    const key = norm(email);
    const member = shares.get(key) ?? new Map<number, number>();
    member.set(lineId, (member.get(lineId) ?? 0) + quantity);
    shares.set(key, member);
  };
  // What each member still asks for (quantities consumed as lines are handed out).
  const wishes = members.map((member) => ({
    email: member.email,
    lines: member.lines.map((line) => ({ ...line, left: Math.max(0, Math.trunc(line.quantity ?? 1)) })),
  }));

  for (const line of lines) {
    let left = line.quantity;
    if (norm(line.printName)) {
      const candidates = wishes.flatMap((member) =>
        member.lines.filter((wish) => norm(wish.printName) === norm(line.printName)).map((wish) => ({ member, wish })),
      );
      const best =
        candidates.find((c) => c.wish.productId == null || c.wish.productId === line.productId) ?? candidates[0];
      if (best) {
        give(best.member.email, line.id, left);
        best.wish.left = Math.max(0, best.wish.left - left);
        left = 0;
      }
    }
    for (const member of wishes) {
      if (left <= 0) break;
      for (const wish of member.lines) {
        if (left <= 0) break;
        if (wish.left <= 0 || norm(wish.printName)) continue;
        if (wish.productId != null && line.productId != null && wish.productId !== line.productId) continue;
        if (norm(wish.size) !== norm(line.size) || !sameOptional(wish.color, line.color)) continue;
        const take = Math.min(left, wish.left);
        give(member.email, line.id, take);
        wish.left -= take;
        left -= take;
      }
    }
    give(fallbackEmail, line.id, left);
  }

  const emails = [...members.map((m) => m.email), fallbackEmail];
  const seen = new Set<string>();
  const result: MemberShare[] = [];
  for (const email of emails) {
    const key = norm(email);
    if (seen.has(key) || !shares.has(key)) continue;
    seen.add(key);
    result.push({
      email: key,
      lines: [...shares.get(key)!.entries()].map(([orderLineId, quantity]) => ({ orderLineId, quantity })),
    });
  }
  return result;
}

/**
 * Splits `totalOre` over parts in proportion to `weights` (øre), so the parts add up to the total exactly (largest
 * remainder). Used to share an order's discount and shipping over its per-member invoices.
 */
export function shareProportionally(totalOre: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0) return [];
  if (sum <= 0) {
    const base = Math.floor(totalOre / weights.length);
    return weights.map((_, i) => base + (i < totalOre - base * weights.length ? 1 : 0));
  }
  const exact = weights.map((w) => (totalOre * w) / sum);
  const parts = exact.map(Math.floor);
  let rest = totalOre - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, frac: x - Math.floor(x) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (rest <= 0) break;
    parts[i]! += 1;
    rest -= 1;
  }
  return parts;
}
