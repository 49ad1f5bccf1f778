import type { InterfaceLanguage } from '@openfds/contract';

/** The columns of the inventory workbook, in their order (the export's layout is the import's). */
export const INVENTORY_XLSX_COLUMNS = [
  'site',
  'area',
  'document_code',
  'product_name',
  'supplier_name',
  'max_quantity',
  'unit',
  'container_capacity',
  'state',
] as const;
export type InventoryXlsxColumn = (typeof INVENTORY_XLSX_COLUMNS)[number];

interface Texts {
  sheet: string;
  columns: Record<InventoryXlsxColumn, string>;
  state: Record<'solid' | 'liquid' | 'gas', string>;
}

/** Headers and physical states in the four interface languages; an import reads a workbook exported in any of them. */
export const INVENTORY_XLSX_TEXTS: Record<InterfaceLanguage, Texts> = {
  fr: {
    sheet: 'Inventaire',
    columns: {
      site: 'Établissement',
      area: 'Zone de stockage',
      document_code: 'Code de la fiche',
      product_name: 'Produit',
      supplier_name: 'Fournisseur',
      max_quantity: 'Quantité maximale',
      unit: 'Unité (t, kg, L, m3)',
      container_capacity: 'Capacité du contenant',
      state: 'État physique',
    },
    state: { solid: 'solide', liquid: 'liquide', gas: 'gaz' },
  },
  en: {
    sheet: 'Inventory',
    columns: {
      site: 'Establishment',
      area: 'Storage area',
      document_code: 'Sheet code',
      product_name: 'Product',
      supplier_name: 'Supplier',
      max_quantity: 'Maximum quantity',
      unit: 'Unit (t, kg, L, m3)',
      container_capacity: 'Container capacity',
      state: 'Physical state',
    },
    state: { solid: 'solid', liquid: 'liquid', gas: 'gas' },
  },
  de: {
    sheet: 'Inventar',
    columns: {
      site: 'Betriebsstätte',
      area: 'Lagerbereich',
      document_code: 'Code des Datenblatts',
      product_name: 'Produkt',
      supplier_name: 'Lieferant',
      max_quantity: 'Höchstmenge',
      unit: 'Einheit (t, kg, L, m3)',
      container_capacity: 'Behältervolumen',
      state: 'Aggregatzustand',
    },
    state: { solid: 'fest', liquid: 'flüssig', gas: 'gasförmig' },
  },
  it: {
    sheet: 'Inventario',
    columns: {
      site: 'Stabilimento',
      area: 'Area di stoccaggio',
      document_code: 'Codice della scheda',
      product_name: 'Prodotto',
      supplier_name: 'Fornitore',
      max_quantity: 'Quantità massima',
      unit: 'Unità (t, kg, L, m3)',
      container_capacity: 'Capacità del contenitore',
      state: 'Stato fisico',
    },
    state: { solid: 'solido', liquid: 'liquido', gas: 'gas' },
  },
};
