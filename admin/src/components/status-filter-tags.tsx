import { Space, Tag } from 'antd';

export interface StatusFilterTagsProps {
  /** The statuses to filter by, in the order shown after 'Alle'. */
  options: readonly { value: string; label: string }[];
  /** The chosen status; null: 'Alle'. */
  value: string | null;
  onChange: (status: string | null) => void;
}

/**
 * A list's status filter as tags above the table ('Alle' and one per status; a second click on the chosen one goes
 * back to 'Alle'). A new status is a new `params` value for ProTable, which fetches page 1 again by itself.
 */
export function StatusFilterTags({ options, value, onChange }: StatusFilterTagsProps) {
  return (
    <Space wrap aria-label="Filtrer på status">
      <Tag.CheckableTag checked={value === null} onChange={() => onChange(null)}>
        Alle
      </Tag.CheckableTag>
      {options.map((option) => (
        <Tag.CheckableTag
          key={option.value}
          checked={value === option.value}
          onChange={(checked) => onChange(checked ? option.value : null)}
        >
          {option.label}
        </Tag.CheckableTag>
      ))}
    </Space>
  );
}
