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
/** The account's customer codes, written only here (my-FDS's customer-code list adds and removes through these). */
export { addCodesToAccount, removeCodeFromAccount } from './customer-codes.repository.ts';
