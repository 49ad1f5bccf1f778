/** Customer codes that open a supplier's private sheets. Other code reaches this module only through this file. */
export { customerCodesRoutes } from './customer-codes.routes.ts';
export {
  checkCustomerCodeAmong,
  findSupplier,
  keepSessionCodesOnAccount,
  rememberCustomerCode,
  type CodeClient,
  type VerifiedCode,
} from './customer-codes.service.ts';
export {
  addSupplierCode,
  customerCodeTexts,
  customersHoldingCodes,
  importSupplierCodes,
  listSupplierCodes,
  revokeSupplierCode,
  setCustomerCodeTexts,
  type CodesImportReport,
  type CustomerCodeTexts,
  type SupplierCode,
} from './supplier-codes.service.ts';
  addIssuedCode,
  countIssuedCodes,
  importIssuedCodes,
  listIssuedCodes,
  revokeIssuedCode,
  type CodeImportOutcome,
  type IssuedCodeRow,
} from './issued-codes.service.ts';
