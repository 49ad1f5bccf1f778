import type { CompanyCheck } from '@openfds/contract';
import { AppError } from '../../errors/app-error.ts';
import { sameCompanyName } from './company-name.ts';

/**
 * The company registry behind the SafeBox form's name check. With SIRENE_API_KEY, the French Sirene API
 * (INSEE) is asked for the SIRET and the form's name is compared with the names it gives; without a key no
 * registry is asked, and the name is compared with the account's own company name only. The outcome says which
 * check happened (`check`), so no reply, page or contract ever claims a registry check that did not take place.
 */
export interface CompanyLookup {
  /** The names the registry knows the establishment by (legal name, usual name, sign, acronym). */
  names: string[];
  /** False when the establishment is closed. */
  active: boolean;
}

export interface CompanyRegistry {
  readonly check: CompanyCheck;
  /** null: the SIRET is unknown to the registry. Throws AppError('registryUnavailable') when it cannot be asked. */
  lookup(siret: string): Promise<CompanyLookup | null>;
}

export interface NameCheckOutcome {
  check: CompanyCheck;
  /** The registry's legal name, when a registry answered. */
  registryName: string | null;
}

/**
 * Checks the form's company name: against the registry when there is one (the account's name is not needed
 * then), else against the account's company name (code 700 when the account has none). 610 on a mismatch,
 * 702 for a SIRET the registry does not know or a closed establishment.
 */
export async function checkCompanyName(
  registry: CompanyRegistry | null,
  form: { company_name: string; siret: string },
  accountCompanyName: string | null,
): Promise<NameCheckOutcome> {
  if (registry) {
    const found = await registry.lookup(form.siret);
    if (!found || !found.active) throw new AppError('siretUnknown', { field: 'siret' });
    if (!found.names.some((name) => sameCompanyName(name, form.company_name))) throw new AppError('companyMismatch', { field: 'company_name' });
    return { check: registry.check, registryName: found.names[0] ?? null };
  }
  if (!accountCompanyName?.trim()) throw new AppError('companyParameterMissing');
  if (!sameCompanyName(accountCompanyName, form.company_name)) throw new AppError('companyMismatch', { field: 'company_name' });
  return { check: 'account_name', registryName: null };
}

type Fetch = typeof fetch;

/**
 * The Sirene API of INSEE (portail-api.insee.fr, "API Sirene" 3.11): GET {base}/siret/{siret} with the
 * integration key in the X-INSEE-Api-Key-Integration header. 404 = unknown SIRET. Time limit 5 s.
 */
export function sireneRegistry(options: { apiKey: string; baseUrl: string; fetch?: Fetch; timeoutMs?: number }): CompanyRegistry {
  const doFetch = options.fetch ?? fetch;
  return {
    check: 'sirene',
    async lookup(siret) {
      let res: Response;
      try {
        res = await doFetch(`${options.baseUrl.replace(/\/$/, '')}/siret/${siret}`, {
          headers: { 'X-INSEE-Api-Key-Integration': options.apiKey, Accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
        });
      } catch {
        throw new AppError('registryUnavailable');
      }
      if (res.status === 404) return null;
      if (!res.ok) throw new AppError('registryUnavailable');
      const body = (await res.json().catch(() => null)) as SireneSiretReply | null;
      const e = body?.etablissement;
      if (!e) throw new AppError('registryUnavailable');
      const u = e.uniteLegale ?? {};
      const period = e.periodesEtablissement?.[0] ?? {};
      const person = [u.prenomUsuelUniteLegale ?? u.prenom1UniteLegale, u.nomUsageUniteLegale ?? u.nomUniteLegale].filter(Boolean).join(' ');
      const names = [
        u.denominationUniteLegale,
        person || null,
        u.denominationUsuelle1UniteLegale,
        u.denominationUsuelle2UniteLegale,
        u.denominationUsuelle3UniteLegale,
        u.sigleUniteLegale,
        period.enseigne1Etablissement,
        period.enseigne2Etablissement,
        period.enseigne3Etablissement,
        period.denominationUsuelleEtablissement,
      ].filter((n): n is string => typeof n === 'string' && n.trim() !== '');
      return { names, active: (period.etatAdministratifEtablissement ?? 'A') === 'A' };
    },
  };
}

interface SireneSiretReply {
  etablissement?: {
    siret?: string;
    uniteLegale?: Record<string, string | null | undefined>;
    periodesEtablissement?: Record<string, string | null | undefined>[];
  };
}
