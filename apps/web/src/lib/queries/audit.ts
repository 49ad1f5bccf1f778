import { queryOptions } from '@tanstack/react-query';
import type { StaffAuditEntry } from '@openfds/contract';
import { api } from '../api.ts';

/**
 * GET /admin/audit (staff), one query-options factory for every back-office screen that reads the log: the audit
 * page (filters, paging) and a sheet's or an order's own history (its target). Types only from the contract.
 */
export interface AuditFilters {
  action?: string;
  staff_login?: string;
  target_type?: string;
  target_id?: string;
  from?: string;
  to?: string;
  offset?: number;
}

/** Every audit query: a screen whose change the server audits refreshes these along with its own. */
export const auditKeys = { all: ['audit'] as const };

export function auditQuery(filters: AuditFilters, limit = 50) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...filters, limit })) if (value !== undefined && value !== '') params.set(name, String(value));
  return queryOptions({
    queryKey: [...auditKeys.all, filters, limit],
    queryFn: async (): Promise<StaffAuditEntry[]> => (await api<StaffAuditEntry>(`/admin/audit?${params.toString()}`)).items,
  });
}
