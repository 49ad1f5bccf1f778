import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { errorText } from '../../../lib/api-errors.ts';

const fieldOf = (data: { name: string; value: unknown }[]) => data.find((d) => d.name === 'f' || d.name === 'p')?.value as string | undefined;

/**
 * The call's errors: each with the field it is bound to and the server's translated message. `describeField` names a
 * field the way the form labels it ("Product 2 - Maximum quantity" for `products.1.quantity`): with it a field it does
 * not know is left out rather than shown as a technical path, and every error of the reply is listed (not only the first).
 */
export function ApiErrorText({ error, describeField }: { error: unknown; describeField?: (field: string) => string | undefined }) {
  const { t } = useTranslation('tools');
  if (!error) return null;
  const line = (field: string | undefined, message: string) => {
    const label = field === undefined ? undefined : describeField ? describeField(field) : field;
    return label ? t('tools.common.fieldError', { field: label, message }) : message;
  };
  if (describeField && error instanceof ApiError && error.errors.length > 1) {
    return (
      <ul role="alert" className="tools-error">
        {error.errors.map((e, i) => (
          <li key={i}>{line(fieldOf(e.data), e.message)}</li>
        ))}
      </ul>
    );
  }
  return (
    <p role="alert" className="tools-error">
      {line(error instanceof ApiError ? error.field : undefined, errorText(error))}
    </p>
  );
}

/**
 * Names a field of a list row as the form labels it: `products.1.quantity` -> "Product 2 - Maximum quantity", given
 * the list's name (`products`), the row's label and the label of each field (already translated).
 */
export function describeListField(field: string, list: string, rowLabel: (n: number) => string, labels: Record<string, string>): string | undefined {
  const m = new RegExp(`^${list}\\.(\\d+)(?:\\.([a-z_]+))?`).exec(field);
  if (!m) return undefined;
  const row = rowLabel(Number(m[1]) + 1);
  const label = m[2] ? labels[m[2]] : undefined;
  return label ? `${row} - ${label}` : row;
}
