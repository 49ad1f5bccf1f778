import { SafeboxRequest } from '@openfds/contract';

/** The SafeBox form validates in the browser with the very schema the server uses (packages/contract). */
export const safeboxForm = SafeboxRequest;
export const SAFEBOX_FORM_FIELDS = ['company_name', 'siret', 'duns', 'address1', 'address2', 'zipcode', 'city', 'safebox_cc', 'accept_terms'] as const;
