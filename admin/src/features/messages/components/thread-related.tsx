import { Space } from 'antd';
import { Link } from 'react-router-dom';

export interface RelatedThread {
  relatedOrderId?: number | null;
  relatedOrderNumber?: string | null;
  relatedDesignId?: number | null;
  relatedDesignName?: string | null;
  relatedGroupId?: number | null;
  relatedGroupName?: string | null;
}

/** What a thread is about: links to the order, design or group in the console, or '–'. */
export function ThreadRelated({ thread }: { thread: RelatedThread }) {
  const links = [
    thread.relatedOrderId != null ? (
      <Link key="order" to={`/orders/${thread.relatedOrderId}`}>
        Ordre {thread.relatedOrderNumber ?? `#${thread.relatedOrderId}`}
      </Link>
    ) : null,
    thread.relatedDesignId != null ? (
      <Link key="design" to={`/designs/${thread.relatedDesignId}`}>
        Design {thread.relatedDesignName ? `«${thread.relatedDesignName}»` : `#${thread.relatedDesignId}`}
      </Link>
    ) : null,
    thread.relatedGroupId != null ? (
      <Link key="group" to={`/groups/${thread.relatedGroupId}`}>
        Gruppe {thread.relatedGroupName ?? `#${thread.relatedGroupId}`}
      </Link>
    ) : null,
  ].filter(Boolean);
  if (links.length === 0) return <>–</>;
  return (
    <Space direction="vertical" size={0}>
      {links}
    </Space>
  );
}
