import { useTranslation } from 'react-i18next';
import { LABEL_PRESETS, type InterfaceLanguage, type LabelGrid, type LabelPreset } from '@openfds/contract';

/** What the label forms share: capacity, language, preset or custom grid, copies (as typed). */
export interface LabelOptions {
  capacity: string;
  language: InterfaceLanguage;
  preset: LabelPreset | 'custom';
  columns: string;
  rows: string;
  width: string;
  height: string;
  margin: string;
  gap: string;
  copies: string;
}

export const LABEL_LANGUAGES: InterfaceLanguage[] = ['fr', 'en', 'de', 'it'];

export function initialOptions(language: string): LabelOptions {
  const lang = LABEL_LANGUAGES.find((l) => l === language) ?? 'fr';
  return { capacity: '1', language: lang, preset: 'a4-4', columns: '3', rows: '8', width: '', height: '', margin: '5', gap: '2', copies: '1' };
}

const num = (text: string) => Number(text.replace(',', '.'));

/** The capacity in litres, or null while what is typed is not a positive number. */
export function capacityOf(options: LabelOptions): number | null {
  const value = num(options.capacity);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** The request's layout and copies: the preset, or the custom grid (a label size when both are typed, else columns × rows). */
export function layoutRequest(options: LabelOptions): { preset?: LabelPreset; grid?: LabelGrid; copies: number } {
  const copies = Math.max(1, Math.round(num(options.copies)) || 1);
  if (options.preset !== 'custom') return { preset: options.preset, copies };
  const bySize = options.width.trim() !== '' && options.height.trim() !== '';
  const grid: LabelGrid = bySize
    ? { label_width_mm: num(options.width), label_height_mm: num(options.height), margin_mm: num(options.margin), gap_mm: num(options.gap) }
    : { columns: Math.round(num(options.columns)), rows: Math.round(num(options.rows)), margin_mm: num(options.margin), gap_mm: num(options.gap) };
  return { grid, copies };
}

/**
 * The fields of capacity, language, sheet layout and copies, for the designer and the bulk form; `sheetOnly` (the
 * standalone tool page, which prints nothing) keeps capacity and layout and leaves out the label language and copies.
 */
export function LabelOptionsFields({
  value,
  onChange,
  copiesLabel,
  sheetOnly = false,
}: {
  value: LabelOptions;
  onChange: (next: LabelOptions) => void;
  copiesLabel?: string;
  sheetOnly?: boolean;
}) {
  const { t } = useTranslation('tools');
  const set = (patch: Partial<LabelOptions>) => onChange({ ...value, ...patch });
  return (
    <>
      <fieldset className="tools-row">
        <legend>{t(sheetOnly ? 'tools.labels.sheetOptions' : 'tools.labels.options')}</legend>
        <label>
          {t('tools.labels.capacity')}
          <input inputMode="decimal" value={value.capacity} onChange={(e) => set({ capacity: e.target.value })} required />
        </label>
        {sheetOnly ? null : (
          <label>
            {t('tools.labels.language')}
            <select value={value.language} onChange={(e) => set({ language: e.target.value as InterfaceLanguage })}>
              {LABEL_LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {t(`tools.labels.languages.${l}`)}
                </option>
              ))}
            </select>
          </label>
        )}
        <label>
          {t('tools.labels.layout')}
          <select value={value.preset} onChange={(e) => set({ preset: e.target.value as LabelOptions['preset'] })}>
            {LABEL_PRESETS.map((p) => (
              <option key={p} value={p}>
                {t('tools.labels.preset', { count: Number(p.slice(3)) })}
              </option>
            ))}
            <option value="custom">{t('tools.labels.custom')}</option>
          </select>
        </label>
        {sheetOnly ? null : (
          <label>
            {copiesLabel ?? t('tools.labels.copies')}
            <input inputMode="numeric" value={value.copies} onChange={(e) => set({ copies: e.target.value })} required />
          </label>
        )}
      </fieldset>
      {value.preset === 'custom' ? (
        <fieldset className="tools-row">
          <legend>{t('tools.labels.grid')}</legend>
          <p className="tools-muted tools-full">{t('tools.labels.gridHelp')}</p>
          <label>
            {t('tools.labels.columns')}
            <input inputMode="numeric" value={value.columns} onChange={(e) => set({ columns: e.target.value })} />
          </label>
          <label>
            {t('tools.labels.rows')}
            <input inputMode="numeric" value={value.rows} onChange={(e) => set({ rows: e.target.value })} />
          </label>
          <label>
            {t('tools.labels.width')}
            <input inputMode="decimal" value={value.width} onChange={(e) => set({ width: e.target.value })} />
          </label>
          <label>
            {t('tools.labels.height')}
            <input inputMode="decimal" value={value.height} onChange={(e) => set({ height: e.target.value })} />
          </label>
          <label>
            {t('tools.labels.margin')}
            <input inputMode="decimal" value={value.margin} onChange={(e) => set({ margin: e.target.value })} />
          </label>
          <label>
            {t('tools.labels.gap')}
            <input inputMode="decimal" value={value.gap} onChange={(e) => set({ gap: e.target.value })} />
          </label>
        </fieldset>
      ) : null}
    </>
  );
}
