import type { SizeTable } from '@russ/schema/catalog/size-charts';

/** A size table's rows: the size as each row's header, then one cell per measure, shown with `format`. */
export function SizeTableBody({ table, format }: { table: SizeTable; format: (value: number) => string }) {
  return (
    <tbody>
      {table.rows.map((row) => (
        <tr key={row.size}>
          <th scope="row">{row.size}</th>
          {row.values.map((value, index) => (
            <td key={table.headers[index + 1]}>{format(value)}</td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}
