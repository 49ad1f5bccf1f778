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
/**
 * The one implementation of a supplier's codes, in the caller's transaction (the back office writes its audit row in
 * it); the supplier's own space reaches it through supplier-codes.service.ts.
 */
export {
  addIssuedCode,
  countIssuedCodes,
  importIssuedCodes,
  listIssuedCodes,
  revokeIssuedCode,
  type CodeImportOutcome,
  type IssuedCodeRow,
} from './issued-codes.service.ts';
/** The account's customer codes, written only here (my-FDS's customer-code list adds and removes through these). */
export { addCodesToAccount, removeCodeFromAccount } from './customer-codes.repository.ts';
