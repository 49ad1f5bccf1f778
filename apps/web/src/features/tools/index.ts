/** What the app layer composes from the tools feature (pages needing the session live in app/). */
export { InventoryView } from './components/inventory-view.tsx';
export { QuickAdrPage } from './pages/quick-adr-page.tsx';
export { SheetLabelsAction } from './components/sheet-labels-action.tsx';
export { BulkLabels } from './components/bulk-labels.tsx';
export { ToolBalance } from './components/tool-balance.tsx';
export { QuickIcpePage } from './pages/quick-icpe-page.tsx';
export { LabelsPage } from './pages/labels-page.tsx';
