// A small read-only table with a heading, for the records on an order's page; empty: one line.
import type { ReactNode } from 'react';
import { useId } from 'react';

interface Props {
  title: string;
  empty: string;
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
}

export function RecordTable({ title, empty, columns, rows }: Props) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <div className="audit-scroll">
          <table className="audit-table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((cells, row) => (
                <tr key={row}>
                  {cells.map((cell, column) => (
                    <td key={column}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
