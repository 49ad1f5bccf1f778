import { useTranslation } from 'react-i18next';
import { SUPPLIER_SHEET_ACCESS, type SupplierSheetAccess } from '@openfds/contract';

/** The accesses a sheet may have within its supplier's level (a private supplier has no public sheet, and back). */
export function allowedAccess(level: 'public' | 'private' | 'mixed'): SupplierSheetAccess[] {
  return SUPPLIER_SHEET_ACCESS.filter((a) => !(level === 'private' && a === 'public') && !(level === 'public' && a === 'private'));
}

export function AccessSelect({
  level,
  value,
  onChange,
  label,
  disabled,
  id,
}: {
  level: 'public' | 'private' | 'mixed';
  value: SupplierSheetAccess;
  onChange: (value: SupplierSheetAccess) => void;
  label: string;
  disabled?: boolean;
  id?: string;
}) {
  const { t } = useTranslation('supplier');
  return (
    <select
      id={id}
      className="field__input"
      aria-label={id ? undefined : label}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value as SupplierSheetAccess)}
    >
      {allowedAccess(level).map((access) => (
        <option key={access} value={access}>
          {t(`access.${access}`)}
        </option>
      ))}
    </select>
  );
}
