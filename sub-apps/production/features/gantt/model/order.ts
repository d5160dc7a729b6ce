/**
 * The order values (`orderSeq`) of one parent's children, in the order the chart shows them. The
 * values they have are kept while they still rise along the rows (so one move or one new task
 * changes as few tasks as possible: a new task takes the value after the one above it); only when
 * a move breaks the rise are the children numbered 1, 2, 3… afresh. Pure.
 */
export function siblingOrders(orders: ReadonlyArray<number | undefined>): number[] {
  const kept: number[] = [];
  let last = 0;
  for (const order of orders) {
    const next = order === undefined ? last + 1 : order;
    if (next <= last) return orders.map((_, index) => index + 1);
    kept.push(next);
    last = next;
  }
  return kept;
}
