import type { StaffAuditEntry } from '@openfds/contract';

/** The column headings, in the namespace of the screen that shows the table. */
export interface AuditTableLabels {
  caption: string;
  at: string;
  who: string;
  action: string;
  /** Given: a target column (the audit page, every target); left out: the history of one target. */
  target?: string;
  before: string;
  after: string;
  reason: string;
}

const show = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value, null, 1));

/**
 * Rows of the audit log (GET /admin/audit), newest first: who did what, when, to what, before and after. One table
 * for the back office's audit page and a sheet's or an order's own history, so both read the log alike.
 */
export function AuditTable({ rows, labels, language, testId }: { rows: StaffAuditEntry[]; labels: AuditTableLabels; language: string; testId?: string }) {
  return (
    <div className="table-wrap">
      <table className="table" data-testid={testId}>
        <caption className="visually-hidden">{labels.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labels.at}</th>
            <th scope="col">{labels.who}</th>
            <th scope="col">{labels.action}</th>
            {labels.target ? <th scope="col">{labels.target}</th> : null}
            <th scope="col">{labels.before}</th>
            <th scope="col">{labels.after}</th>
            <th scope="col">{labels.reason}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{new Date(row.at).toLocaleString(language)}</td>
              <td>{row.staff_login}</td>
              <td>{row.action}</td>
              {labels.target ? (
                <td>
                  {row.target_type} {row.target_id ?? ''}
                </td>
              ) : null}
              <td>
                <pre className="bo-pre">{show(row.before)}</pre>
              </td>
              <td>
                <pre className="bo-pre">{show(row.after)}</pre>
              </td>
              <td>{row.reason ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
