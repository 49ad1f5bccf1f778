import type {
  AdminCustomerCode,
  AdminOrder,
  AdminOrderDetail,
  AdminSheet,
  AdminSheetDetail,
  AdminSupplier,
  ListChange,
  SheetAccessLevel,
} from '@openfds/contract';
import { api } from '../../lib/api.ts';

/** The back office's catalogue calls (issue #26 part 3); types only from the contract (no zod in this chunk). */
const enc = encodeURIComponent;
const query = (values: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value !== undefined && value !== '') params.set(name, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
};

export interface SheetFilters {
  q?: string;
  access?: string;
  state?: string;
}

export async function findSheets(filters: SheetFilters): Promise<AdminSheet[]> {
  return (await api<AdminSheet>(`/admin/sheets${query({ ...filters })}`)).items;
}

export async function fetchSheet(code: string): Promise<AdminSheetDetail> {
  return (await api<AdminSheetDetail>(`/admin/sheets/${enc(code)}`)).items[0]!;
}

export async function setSheetAccess(code: string, access: SheetAccessLevel): Promise<void> {
  await api(`/admin/sheets/${enc(code)}/access`, { method: 'PUT', json: { access } });
}

export async function deleteSheet(code: string): Promise<void> {
  await api(`/admin/sheets/${enc(code)}`, { method: 'DELETE' });
}

export async function restoreSheet(code: string): Promise<void> {
  await api(`/admin/sheets/${enc(code)}/restore`, { method: 'POST' });
}

export async function reextractSheets(codes: string[]): Promise<void> {
  await api('/admin/sheets/reextract', { method: 'POST', json: { codes } });
}

/** The sheet's PDF for staff, whatever its access or state. */
export function sheetFileUrl(code: string): string {
  return `/api/v1/admin/sheets/${enc(code)}/file`;
}

/**
 * The sheet's extracted data as a customer downloads it (the public reading routes, issue #26): staff get all of it,
 * with no credit, and each download is written to the audit log by the server.
 */
export function sheetDataUrls(code: string): { xlsx: string; report: string; control: string } {
  return {
    xlsx: `/api/v1/documents/${enc(code)}/sds2excel`,
    report: `/api/v1/rapport/donnees_fds/${enc(code)}`,
    control: `/api/v1/documents/${enc(code)}/control?format=pdf`,
  };
}

/** What staff did to one target (a sheet, an order, a supplier), newest first. */
export async function findOrders(filters: { q?: string; status?: string }): Promise<AdminOrder[]> {
  return (await api<AdminOrder>(`/admin/orders${query(filters)}`)).items;
}

export async function fetchOrder(id: number): Promise<AdminOrderDetail> {
  return (await api<AdminOrderDetail>(`/admin/orders/${id}`)).items[0]!;
}

export async function refundOrder(id: number, reason: string, kind: 'refund' | 'cancel'): Promise<AdminOrderDetail> {
  return (await api<AdminOrderDetail>(`/admin/orders/${id}/${kind}`, { method: 'POST', json: { reason } })).items[0]!;
}

export function invoicePdfUrl(id: number): string {
  return `/api/v1/admin/invoices/${id}/pdf`;
}

export async function findSuppliers(q: string): Promise<AdminSupplier[]> {
  return (await api<AdminSupplier>(`/admin/suppliers${query({ q })}`)).items;
}

/** What the supplier screen sends (PUT /admin/suppliers/{code}); absent fields stay as they are. */
export type SupplierSettings = Partial<
  Pick<AdminSupplier, 'access_level' | 'member' | 'migrated' | 'customer_code_description' | 'customer_code_help'> & {
    redirect_url: string;
    contact: Record<string, string>;
  }
>;

export async function updateSupplier(code: string, change: SupplierSettings): Promise<AdminSupplier> {
  return (await api<AdminSupplier>(`/admin/suppliers/${enc(code)}`, { method: 'PUT', json: change })).items[0]!;
}

export async function supplierCodes(code: string): Promise<AdminCustomerCode[]> {
  return (await api<AdminCustomerCode>(`/admin/suppliers/${enc(code)}/customer_codes`)).items;
}

export async function addSupplierCode(code: string, customerCode: string, customer: string): Promise<void> {
  await api(`/admin/suppliers/${enc(code)}/customer_codes`, { method: 'POST', json: { code: customerCode, customer } });
}

/** Imports customer codes from CSV text (`code[;customer]` a line): how many were added, already there, refused. */
export async function importSupplierCodes(code: string, csv: string): Promise<CodesImport> {
  const reply = await api(`/admin/suppliers/${enc(code)}/customer_codes/import`, { method: 'POST', json: { csv } });
  return Object.fromEntries(reply.data.map((d) => [d.name, d.value])) as unknown as CodesImport;
}

export interface CodesImport {
  added: number;
  already_present: number;
  rejected: { line: number; value: string; reason: string }[];
}

export async function revokeSupplierCode(code: string, id: number): Promise<void> {
  await api(`/admin/suppliers/${enc(code)}/customer_codes/${id}`, { method: 'DELETE' });
}

export interface ListPreview {
  checksum: string;
  unchanged: boolean;
  entry_count: number;
  entered: number;
  left: number;
  changed: number;
  preview: ListChange[];
}

/** Previews a regulatory list file (dry run), or applies the previewed one (its checksum checked by the server). */
export async function importList(list: string, file: File, apply: { checksum: string } | null): Promise<ListPreview> {
  const params = apply ? `expected_checksum=${apply.checksum}` : 'dry_run=true';
  const reply = await api(`/admin/vigi/lists/${enc(list)}/versions?file_name=${enc(file.name)}&${params}`, {
    method: 'POST',
    body: file,
    headers: { 'content-type': 'application/octet-stream' },
  });
  return Object.fromEntries(reply.data.map((d) => [d.name, d.value])) as unknown as ListPreview;
}
