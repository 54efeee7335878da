// STUB: the messages tab of the customer dashboard (customer-area.md §2), built in the customer-area issue.
export default function MessagesTab() {
  return <p>Kommer snart.</p>;
}
