import { formatMessage, type InterfaceLanguage, type VigilanceReason, type VigiListCode } from '@openfds/contract';

/**
 * What a hit means for the user, in plain words, per list and interface language. Placeholders are filled
 * from the entry ({entry}, {sunset}, {classification}, {group}, {values}); a text without its value falls back
 * to the variant without it, so no date or value is ever made up.
 */
type Texts = Record<InterfaceLanguage, string>;

const OBLIGATIONS: Record<VigiListCode, { main: Texts; fallback?: Texts }> = {
  candidate_list: {
    main: {
      fr:
        'Substance extrêmement préoccupante (liste candidate) : au-delà de 0,1 % masse/masse dans un ' +
        "article, obligation d'informer les destinataires (article 33 de REACH) ; la substance peut être " +
        "inscrite à l'annexe XIV.",
      en:
        'Substance of very high concern (candidate list): above 0.1 % w/w in an article, duty to inform ' +
        'recipients (REACH Article 33); the substance may be added to Annex XIV.',
      de:
        'Besonders besorgniserregender Stoff (Kandidatenliste): über 0,1 Massenprozent in einem Erzeugnis ' +
        'besteht Informationspflicht gegenüber den Abnehmern (REACH Artikel 33); der Stoff kann in Anhang ' +
        'XIV aufgenommen werden.',
      it:
        'Sostanza estremamente preoccupante (elenco di sostanze candidate): oltre lo 0,1 % in peso in un ' +
        'articolo, obbligo di informare i destinatari (articolo 33 di REACH); la sostanza può essere inclusa ' +
        "nell'allegato XIV.",
    },
  },
  annex_xiv: {
    main: {
      fr:
        "Autorisation requise : après la date d'expiration ({sunset}), la substance ne peut être mise sur le " +
        'marché ni utilisée sans autorisation (article 56 de REACH).',
      en:
        'Authorisation needed: after the sunset date ({sunset}) the substance may not be placed on the ' +
        'market or used without an authorisation (REACH Article 56).',
      de:
        'Zulassungspflichtig: nach dem Ablauftermin ({sunset}) darf der Stoff ohne Zulassung weder in ' +
        'Verkehr gebracht noch verwendet werden (REACH Artikel 56).',
      it:
        'Autorizzazione necessaria: dopo la data di scadenza ({sunset}) la sostanza non può essere immessa ' +
        'sul mercato né utilizzata senza autorizzazione (articolo 56 di REACH).',
    },
    fallback: {
      fr:
        "Autorisation requise : après sa date d'expiration, la substance ne peut être mise sur le marché ni " +
        'utilisée sans autorisation (article 56 de REACH).',
      en: 'Authorisation needed: after its sunset date the substance may not be placed on the market or used without an authorisation (REACH Article 56).',
      de: 'Zulassungspflichtig: nach seinem Ablauftermin darf der Stoff ohne Zulassung weder in Verkehr gebracht noch verwendet werden (REACH Artikel 56).',
      it:
        'Autorizzazione necessaria: dopo la data di scadenza la sostanza non può essere immessa sul mercato ' +
        'né utilizzata senza autorizzazione (articolo 56 di REACH).',
    },
  },
  annex_xvii: {
    main: {
      fr: "Restriction : fabrication, mise sur le marché ou utilisation seulement dans les conditions de l'entrée {entry} de l'annexe XVII de REACH.",
      en: 'Restriction: manufacture, placing on the market or use only under the conditions of entry {entry} of REACH Annex XVII.',
      de: 'Beschränkung: Herstellung, Inverkehrbringen oder Verwendung nur unter den Bedingungen von Eintrag {entry} des REACH-Anhangs XVII.',
      it: "Restrizione: fabbricazione, immissione sul mercato o uso solo alle condizioni della voce {entry} dell'allegato XVII di REACH.",
    },
  },
  authorisation_recommendations: {
    main: {
      fr: "Recommandée par l'ECHA pour l'annexe XIV : une obligation d'autorisation peut suivre, anticipez la substitution.",
      en: 'Recommended by ECHA for Annex XIV: an authorisation requirement may follow, plan substitution.',
      de: 'Von der ECHA für Anhang XIV empfohlen: eine Zulassungspflicht kann folgen, planen Sie die Substitution.',
      it: "Raccomandata dall'ECHA per l'allegato XIV: può seguire un obbligo di autorizzazione, pianificate la sostituzione.",
    },
  },
  clp_annex_vi: {
    main: {
      fr: 'Classification harmonisée (annexe VI du CLP) à appliquer obligatoirement : {classification}.',
      en: 'Harmonised classification (CLP Annex VI) that must be applied: {classification}.',
      de: 'Harmonisierte Einstufung (CLP-Anhang VI), die angewendet werden muss: {classification}.',
      it: 'Classificazione armonizzata (allegato VI del CLP) da applicare obbligatoriamente: {classification}.',
    },
  },
  cmr: {
    main: {
      fr:
        'Cancérogène, mutagène ou toxique pour la reproduction ({classification}) : substitution lorsque ' +
        "c'est techniquement possible et maîtrise stricte de l'exposition des travailleurs (directive " +
        '2004/37/CE).',
      en:
        'Carcinogenic, mutagenic or toxic for reproduction ({classification}): substitution where ' +
        'technically possible and strict control of worker exposure (Directive 2004/37/EC).',
      de:
        'Krebserzeugend, keimzellmutagen oder reproduktionstoxisch ({classification}): Substitution, soweit ' +
        'technisch möglich, und strikte Begrenzung der Exposition der Beschäftigten (Richtlinie 2004/37/EG).',
      it:
        'Cancerogena, mutagena o tossica per la riproduzione ({classification}): sostituzione ove ' +
        "tecnicamente possibile e stretto controllo dell'esposizione dei lavoratori (direttiva 2004/37/CE).",
    },
  },
  iarc: {
    main: {
      fr: "Classée par le CIRC dans le groupe {group} : à prendre en compte dans l'évaluation des risques.",
      en: 'Classified by IARC in group {group}: to be taken into account in the risk assessment.',
      de: 'Von der IARC in Gruppe {group} eingestuft: bei der Gefährdungsbeurteilung zu berücksichtigen.',
      it: 'Classificata dalla IARC nel gruppo {group}: da considerare nella valutazione dei rischi.',
    },
  },
  vlep_fr: {
    main: {
      fr: "Valeur limite d'exposition professionnelle française ({status}) : {values}. L'exposition doit être mesurée et rester en dessous.",
      en: 'French occupational exposure limit ({status}): {values}. Exposure must be measured and kept below it.',
      de: 'Französischer Arbeitsplatzgrenzwert ({status}): {values}. Die Exposition muss gemessen und darunter gehalten werden.',
      it: "Valore limite di esposizione professionale francese ({status}): {values}. L'esposizione deve essere misurata e mantenuta al di sotto.",
    },
  },
};

/**
 * Annex XVII entries 28-30 (CMR substances of CLP Annex VI listed in Appendices 1-6), reached through the
 * component's harmonised classification (migration 0301): the restriction of their paragraph 1, and a reminder
 * that the Appendix listing, which we do not hold as data, is the other legal condition.
 */
const CMR_RESTRICTION: Texts = {
  fr:
    "Restriction (annexe XVII de REACH, entrée {entry}) : substance classée {classes} à l'annexe VI du " +
    "CLP ; si elle figure à l'appendice {appendices}, elle ne peut être fournie au grand public, telle " +
    'quelle ou dans un mélange, à une concentration égale ou supérieure à sa limite spécifique ou ' +
    'générique (emballage marqué « Réservé aux utilisateurs professionnels »). Trouvée par sa ' +
    "classification harmonisée : vérifiez son inscription à l'appendice.",
  en:
    'Restriction (REACH Annex XVII, entry {entry}): substance classified {classes} in CLP Annex VI; when ' +
    'listed in Appendix {appendices} it may not be supplied to the general public, on its own or in a ' +
    "mixture, at or above its specific or generic concentration limit (packaging marked 'Restricted to " +
    "professional users'). Found through its harmonised classification: check that it is listed in the " +
    'Appendix.',
  de:
    'Beschränkung (REACH-Anhang XVII, Eintrag {entry}): Stoff nach CLP-Anhang VI als {classes} ' +
    'eingestuft; ist er in Anlage {appendices} aufgeführt, darf er weder als solcher noch in Gemischen ' +
    'ab seiner spezifischen oder allgemeinen Konzentrationsgrenze an die breite Öffentlichkeit abgegeben ' +
    'werden (Verpackung mit „Nur für gewerbliche Anwender“). Über seine harmonisierte Einstufung ' +
    'gefunden: prüfen Sie die Aufführung in der Anlage.',
  it:
    "Restrizione (allegato XVII di REACH, voce {entry}): sostanza classificata {classes} nell'allegato " +
    "VI del CLP; se figura nell'appendice {appendices}, non può essere fornita al pubblico, tal quale o " +
    'in miscela, a una concentrazione pari o superiore al suo limite specifico o generico (imballaggio ' +
    'con la dicitura «Uso ristretto agli utilizzatori professionali»). Trovata tramite la ' +
    "classificazione armonizzata: verificare l'iscrizione nell'appendice.",
};
const OR: Texts = { fr: 'ou', en: 'or', de: 'oder', it: 'o' };
/** Entry -> the class codes and Appendices of its wording (Appendix 1/3/5 for category 1A, 2/4/6 for 1B). */
const CMR_ENTRIES: Record<string, { classes: string; appendices: [number, number] }> = {
  '28': { classes: 'Carc. 1A/1B', appendices: [1, 2] },
  '29': { classes: 'Muta. 1A/1B', appendices: [3, 4] },
  '30': { classes: 'Repr. 1A/1B', appendices: [5, 6] },
};

export interface ObligationInput {
  list: VigiListCode;
  entryNumber: string | null;
  sunsetDate: string | null;
  classification: string[];
  details: Record<string, unknown>;
}

/** Dates in the reader's convention: 21/08/2014 in fr/it, 21.08.2014 in de, 21 Aug 2014 in en. */
export function formatDate(iso: string, language: InterfaceLanguage): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  if (language === 'de') return `${d}.${m}.${y}`;
  if (language === 'en')
    return new Date(`${y}-${m}-${d}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return `${d}/${m}/${y}`;
}

export function obligationText(input: ObligationInput, language: InterfaceLanguage): string {
  const cmr = input.list === 'annex_xvii' && input.entryNumber ? CMR_ENTRIES[input.entryNumber] : undefined;
  if (cmr) {
    const [a, b] = cmr.appendices;
    return formatMessage(CMR_RESTRICTION[language], { entry: input.entryNumber!, classes: cmr.classes, appendices: `${a} ${OR[language]} ${b}` });
  }
  const texts = OBLIGATIONS[input.list];
  const values = (input.details.values ?? {}) as Record<string, string>;
  const params: Record<string, string> = {
    entry: input.entryNumber ?? '',
    sunset: input.sunsetDate ? formatDate(input.sunsetDate, language) : '',
    classification: input.classification.join(', '),
    group: String(input.details.group ?? ''),
    status: String(input.details.status ?? ''),
    values: Object.entries(values)
      .map(([k, v]) => `${k} ${v}`)
      .join(', '),
  };
  const needsSunset = input.list === 'annex_xiv' && !input.sunsetDate;
  const template = needsSunset && texts.fallback ? texts.fallback[language] : texts.main[language];
  return formatMessage(template, params);
}

const VIGILANCE_REASONS: Record<VigilanceReason, Texts> = {
  no_components: {
    fr: "aucun composant n'a pu être lu dans la section 3 de la fiche",
    en: 'no component could be read in section 3 of the sheet',
    de: 'in Abschnitt 3 des Datenblatts konnte kein Bestandteil gelesen werden',
    it: 'nessun componente è stato letto nella sezione 3 della scheda',
  },
  too_old: {
    fr: 'la fiche date de plus de {years} ans',
    en: 'the sheet is more than {years} years old',
    de: 'das Datenblatt ist älter als {years} Jahre',
    it: 'la scheda ha più di {years} anni',
  },
  extraction_pending: {
    fr: 'la fiche est en cours de lecture, réessayez dans une minute',
    en: 'the sheet is still being read, try again in a minute',
    de: 'das Datenblatt wird gerade gelesen, versuchen Sie es in einer Minute erneut',
    it: 'la scheda è in corso di lettura, riprovi tra un minuto',
  },
  language: {
    fr: 'la langue de la fiche ({language}) ne peut pas être lue',
    en: 'the language of the sheet ({language}) cannot be read',
    de: 'die Sprache des Datenblatts ({language}) kann nicht gelesen werden',
    it: 'la lingua della scheda ({language}) non può essere letta',
  },
};

export function vigilanceReasonText(reason: VigilanceReason, language: InterfaceLanguage, params: Record<string, string | number>): string {
  return formatMessage(VIGILANCE_REASONS[reason][language], params);
}
