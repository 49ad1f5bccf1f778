/**
 * Words that the 16 REACH Annex II / GHS section headings contain, per section, in en, fr, de, it, es, nl, pt
 * (folded: lower case, no accents). A heading is recognised by its number and one of these words, so that
 * "SECTION 9: Physical and chemical properties", "RUBRIQUE 9 : Propriétés physiques et chimiques" and
 * "9. Physikalische und chemische Eigenschaften" all count, and a numbered list item does not.
 */
export const SECTION_KEYWORDS: Record<number, RegExp> = {
  1: /identification|bezeichnung|identificazione|identificacion|identificatie|identificacao|product and company|produit et (de la )?societe/,
  2: /hazard|danger|gefahr|pericol|peligro|gevar|perigo/,
  3: /composition|ingredient|zusammensetzung|composizione|composicion|samenstelling|composicao|bestandteil/,
  4: /first[- ]?aid|premiers secours|erste[- ]?hilfe|primo soccorso|primeros auxilios|eerste[- ]?hulp|primeiros socorros/,
  5: /fire|incendi|brandbekampfung|brandbestrijding|loschma?s+nahmen/,
  6: /accidental|release|dispersion accidentelle|unbeabsichtigte|rilascio accidentale|vertido accidental|accidenteel|fugas acidentais|libertacao acidental|derrame/,
  7: /handling|storage|manipulation|stockage|handhabung|lagerung|manipolazione|immagazzinamento|stoccaggio|manipulacion|almacenamiento|hantering|opslag|manuseamento|manuseio|armazenagem|armazenamento/,
  8: /exposure|personal protection|exposition|protection individuelle|schutzausrustung|esposizione|protezione individuale|exposicion|proteccion individual|blootstelling|persoonlijke bescherming|exposicao|protecao individual/,
  9: /physical|physiques|physikalische|fisiche|fisicas|fysische|fisico|chemical properties/,
  10: /stability|reactivity|stabilite|reactivite|stabilitat|reaktivitat|stabilita|reattivita|estabilidad|reactividad|stabiliteit|reactiviteit|estabilidade|reatividade|reactividade/,
  11: /toxicolog|toxikolog|tossicolog/,
  12: /ecolog|okolog|umweltbezogen|umwelt/,
  13: /disposal|elimination|entsorgung|smaltimento|eliminacion|verwijdering|eliminacao/,
  14: /transport|trasporto|vervoer/,
  15: /regulator|regulation|reglementaire|reglementation|regulamentacao|rechtsvorschriften|regolamentazione|reglamentaria|wettelijke|regelgeving|regulamentar/,
  16: /other information|autres informations|sonstige angaben|altre informazioni|otra informacion|otras informaciones|andere informatie|overige informatie|outras informacoes/,
};

/** Words that introduce a heading number ("SECTION 2", "RUBRIQUE 2", "ABSCHNITT 2"...). */
export const SECTION_WORD = /^(?:section|rubrique|abschnitt|sezione|seccion|epigrafe|rubriek|hoofdstuk|seccao|secao|kapitel|punto)\b/;
