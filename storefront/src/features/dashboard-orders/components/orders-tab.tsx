// STUB: the orders tab of the customer dashboard (customer-area.md §2), built in the customer-area issue.
export default function OrdersTab() {
  return <p>Kommer snart.</p>;
}
