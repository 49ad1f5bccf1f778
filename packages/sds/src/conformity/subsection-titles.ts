/**
 * The titles of the mandatory sub-sections of REACH Annex II (as amended by (EU) 2020/878) in the seven languages
 * of the corpus (en, fr, de, es, it, nl, pt), as folded patterns (lower case, no accents: text/fold.ts). Written from
 * the regulation's own wording in each language, with the common older (2015/830) and shortened forms, not from any
 * one supplier's layout. Used for sheets that print a sub-section's title without its number: the title is looked
 * for at the start of a line inside its own section only (annex-ii.ts), so "Toxicity" in section 11 is no 12.1.
 * Each pattern is the title's distinctive start; a title whose first words are generic ("Other information") is
 * only taken in its own section, after its section's other sub-sections (see ORDER_ONLY).
 */
const T: Record<string, string[]> = {
  '1.1': ['product identifier', 'identificateur de produit', 'produktidentifikator', 'identificador del producto', 'identificatore del prodotto', 'product ?identifica(?:tie|tor)', 'identificador do produto'],
  '1.2': [
    'relevant identified uses', 'utilisations? identifiees? pertinentes?', 'relevante identifizierte verwendungen', 'usos? pertinentes? identificados?',
    'usi? identificat[io] pertinent[ie]', 'relevant geidentificeerd gebruik', 'utiliza(?:c|ç)(?:oes|ao) identificadas? relevantes?', 'usos? identificados? relevantes?',
  ],
  '1.3': [
    'details of the supplier', 'renseignements concernant', 'einzelheiten zum lieferanten', 'datos del proveedor', 'informazioni sul fornitore',
    'details betreffende', 'identificacao do fornecedor',
  ],
  '1.4': ['emergency tele?phone', "numero d'appel d'urgence", 'notrufnummer', 'telefono de emergencia', 'numero telefonico di emergenza', 'telefoonnummer voor noodgevallen', 'numero de telefone de emergencia'],
  '2.1': [
    'classification of the (?:substance|mixture|product)', 'classification de la substance', 'classification du melange', 'einstufung de[sr] (?:stoffs?|gemischs?)',
    'clasificacion de la (?:sustancia|mezcla)', 'classificazione della (?:sostanza|miscela)', 'indeling van de stof', 'classificacao da substancia',
  ],
  '2.2': ['label elements', "elements d'etiquetage", 'kennzeichnungselemente', 'elementos de la etiqueta', "elementi dell'etichetta", 'etiketteringselementen', 'elementos do rotulo'],
  '2.3': ['other hazards', 'autres dangers', 'sonstige gefahren', 'otros peligros', 'altri pericoli', 'andere gevaren', 'outros perigos'],
  '3.1/3.2': ['(?:substances?|mixtures?) ?/ ?(?:substances?|mixtures?)$', 'substances?$', 'mixtures?$', 'substances?$', 'melanges?$', 'stoffe?$', 'gemische?$', 'sustancias?$', 'mezclas?$', 'sostanze?$', 'miscel[ae]$', 'stoffen$', 'mengsels?$', 'substancias?$', 'misturas?$'],
  '4.1': [
    'description of (?:the )?first.aid measures', 'description des (?:mesures de )?premiers secours', 'beschreibung der erste.hilfe.ma(?:ss|ß)nahmen',
    'descripcion de los primeros auxilios', 'descrizione delle misure di primo soccorso', 'beschrijving van de eerstehulpmaatregelen', 'descricao das medidas de primeiros socorros',
  ],
  '4.2': [
    'most important symptoms', 'principaux symptomes', 'wichtigste (?:akute und verzogert auftretende )?symptome', 'principales sintomas', 'principali sintomi',
    'belangrijkste (?:acute en uitgestelde )?symptomen', 'sintomas e efeitos mais importantes',
  ],
  '4.3': [
    'indication of (?:any )?immediate medical', 'indication des eventuels soins medicaux', 'hinweise auf arztliche soforthilfe', 'indicacion de (?:toda )?atencion medica',
    "indicazione dell'eventuale necessita", 'vermelding van de vereiste onmiddellijke medische', 'indicacoes sobre cuidados medicos',
  ],
  '5.1': ['extinguishing media', "moyens d'extinction", 'loschmittel', 'medios de extincion', 'mezzi di estinzione', 'blusmiddelen', 'meios de extincao'],
  '5.2': [
    'special hazards arising', 'dangers particuliers', 'besondere vom stoff', 'peligros especificos',
    'pericoli speciali', 'speciale gevaren', 'perigos especiais',
  ],
  '5.3': [
    'advice for fire.?fighters', 'conseils aux pompiers', 'hinweise fur die brandbekampfung', 'recomendaciones para el personal',
    'raccomandazioni per gli addetti', 'advies voor brandweerlieden', 'recomendacoes para o pessoal',
  ],
  '6.1': ['personal precautions', 'precautions individuelles', 'personenbezogene vorsichtsma(?:ss|ß)nahmen', 'precauciones personales', 'precauzioni personali', 'persoonlijke voorzorgsmaatregelen', 'precaucoes individuais'],
  '6.2': [
    'environmental precautions', "precautions pour la protection de l'environnement", 'umweltschutzma(?:ss|ß)nahmen', 'precauciones relativas al medio ambiente',
    'precauzioni ambientali', 'milieuvoorzorgsmaatregelen', 'precaucoes a nivel ambiental',
  ],
  '6.3': [
    'methods and materials? for containment', 'methodes et materiel de confinement', 'methoden und material fur ruckhaltung', 'metodos y material de contencion',
    'metodi e materiali per il contenimento', 'insluitings- en reinigingsmethoden', 'metodos e materiais de confinamento',
  ],
  '6.4': ['reference to other sections', "reference a d'autres (?:rubriques|sections)", 'verweis auf andere abschnitte', 'referencia a otras secciones', 'riferimento ad altre sezioni', 'verwijzing naar andere rubrieken', 'remissao para outras seccoes'],
  '7.1': [
    'precautions for safe handling', 'precautions a prendre pour une manipulation sans danger', 'schutzma(?:ss|ß)nahmen zur sicheren handhabung',
    'precauciones para una manipulacion segura', 'precauzioni per la manipolazione sicura', 'voorzorgsmaatregelen voor het veilig hanteren', 'precaucoes para um manuseamento seguro',
  ],
  '7.2': [
    'conditions for safe storage', "conditions d'un stockage sur", 'bedingungen zur sicheren lagerung', 'condiciones de almacenamiento seguro', 'condizioni per lo stoccaggio sicuro',
    'voorwaarden voor een veilige opslag', 'condicoes de armazenagem segura',
  ],
  '7.3': ['specific end uses?', 'utilisations? finales? particulieres?', 'spezifische endanwendungen', 'usos especificos finales', 'usi finali particolari', 'specifiek(?:e)? eindgebruik', 'utiliza(?:cao|coes) fina(?:l|is) especificas?'],
  '8.1': ['control parameters', 'parametres de controle', 'zu uberwachende parameter', 'parametros de control', 'parametri di controllo', 'controleparameters', 'parametros de controlo'],
  '8.2': [
    'exposure controls?', "controles de l'exposition", 'begrenzung und uberwachung der exposition', 'controles de la exposicion', "controlli dell'esposizione",
    'maatregelen ter beheersing van blootstelling', 'controlo da exposicao',
  ],
  '9.1': [
    'information on basic physical and chemical properties', 'informations sur les proprietes physiques et chimiques essentielles',
    'angaben zu den grundlegenden physikalischen und chemischen eigenschaften', 'informacion sobre propiedades fisicas y quimicas basicas',
    'informazioni sulle proprieta fisiche e chimiche fondamentali', 'informatie over fysische en chemische basiseigenschappen', 'informacoes sobre propriedades fisicas e quimicas de base',
  ],
  '9.2': ['other information', 'autres informations', 'sonstige angaben', 'otros datos', 'altre informazioni', 'overige informatie', 'outras informacoes'],
  '10.1': ['reactivity', 'reactivite', 'reaktivitat', 'reactividad', 'reattivita', 'reactiviteit', 'reatividade'],
  '10.2': ['chemical stability', 'stabilite chimique', 'chemische stabilitat', 'estabilidad quimica', 'stabilita chimica', 'chemische stabiliteit', 'estabilidade quimica'],
  '10.3': [
    'possibility of hazardous reactions', 'possibilite de reactions dangereuses', 'moglichkeit gefahrlicher reaktionen', 'posibilidad de reacciones peligrosas',
    'possibilita di reazioni pericolose', 'mogelijke gevaarlijke reacties', 'possibilidade de reac?coes perigosas',
  ],
  '10.4': ['conditions to avoid', 'conditions a eviter', 'zu vermeidende bedingungen', 'condiciones que deben evitarse', 'condizioni da evitare', 'te vermijden omstandigheden', 'condicoes a evitar'],
  '10.5': ['incompatible materials', 'matieres incompatibles', 'unvertragliche materialien', 'materiales incompatibles', 'materiali incompatibili', '(?:chemisch op elkaar inwerkende|onverenigbare) materialen', 'materiais incompativeis'],
  '10.6': [
    'hazardous decomposition products', 'produits de decomposition dangereux', 'gefahrliche zersetzungsprodukte', 'productos de descomposicion peligrosos',
    'prodotti di decomposizione pericolosi', 'gevaarlijke ontledingsproducten', 'produtos de decomposicao perigosos',
  ],
  '11.1': [
    'information on (?:hazard classes|toxicological effects)', 'informations sur les (?:classes de danger|effets toxicologiques)', 'angaben (?:zu den gefahrenklassen|zu toxikologischen wirkungen)',
    'informacion (?:sobre las clases de peligro|toxicologica|sobre los efectos toxicologicos)', 'informazioni (?:sulle classi di pericolo|sugli effetti tossicologici)',
    'informatie over (?:gevarenklassen|toxicologische effecten)', 'informacoes sobre (?:as classes de perigo|os efeitos toxicologicos)',
  ],
  '11.2': ['information on other hazards', 'informations sur les autres dangers', 'angaben uber sonstige gefahren', 'informacion relativa a otros peligros', 'informazioni su altri pericoli', 'informatie over andere gevaren', 'informacoes sobre outros perigos'],
  '12.1': ['toxicity', 'toxicite', 'toxizitat', 'toxicidad', 'tossicita', 'toxiciteit', 'toxicidade'],
  '12.2': ['persistence and degradability', 'persistance et degradabilite', 'persistenz und abbaubarkeit', 'persistencia y degradabilidad', 'persistenza e degradabilita', 'persistentie en afbreekbaarheid', 'persistencia e degradabilidade'],
  '12.3': ['bioaccumulative potential', 'potentiel de bioaccumulation', 'bioakkumulationspotenzial', 'potencial de bioacumulacion', 'potenziale di bioaccumulo', 'bioaccumulatie', 'potencial de bioacumulacao'],
  '12.4': ['mobility in soil', 'mobilite dans le sol', 'mobilitat im boden', 'movilidad en el suelo', 'mobilita nel suolo', 'mobiliteit in de bodem', 'mobilidade no solo'],
  '12.5': ['results of pbt and vpvb', "resultats de(?:s|s evaluations| l'evaluation) pbt", 'ergebnisse der pbt', 'resultados de la valoracion pbt', 'risultati della valutazione pbt', 'resultaten van pbt', 'resultados da avaliacao pbt'],
  '12.6': [
    'endocrine disrupting properties', 'proprietes perturbant le systeme endocrinien', 'endokrinschadliche eigenschaften', 'propiedades de alteracion endocrina',
    'proprieta di interferenza con il sistema endocrino', 'hormoonontregelende eigenschappen', 'propriedades desreguladoras do sistema endocrino',
  ],
  '12.7': ['other adverse effects', 'autres effets nefastes', 'andere schadliche wirkungen', 'otros efectos adversos', 'altri effetti avversi', 'andere schadelijke effecten', 'outros efeitos adversos'],
  '13.1': ['waste treatment methods', 'methodes de traitement des dechets', 'verfahren der abfallbehandlung', 'metodos para el tratamiento de residuos', 'metodi di trattamento dei rifiuti', 'afvalverwerkingsmethoden', 'metodos de tratamento de residuos'],
  '14.1': ['un.?number', 'numero onu', 'un-nummer', 'numero (?:onu|un)', 'vn-nummer', 'numero (?:onu|un)'],
  '14.2': [
    '(?:un )?proper shipping name', "designation officielle de transport de l'onu", 'ordnungsgema(?:ss|ß)e un-versandbezeichnung', 'designacion oficial de transporte de las naciones unidas',
    'designazione ufficiale onu di trasporto', "nome di spedizione dell'onu", 'juiste ladingnaam', 'designacao oficial de transporte da onu',
  ],
  '14.3': [
    'transport hazard class', 'classes? de danger pour le transport', 'transportgefahrenklassen?', 'clases? de peligro para el transporte', 'classi di pericolo connesso al trasporto',
    'transportgevarenklassen?', 'classes? de perigo para efeitos de transporte',
  ],
  '14.4': ['packing group', "groupe d'emballage", 'verpackungsgruppe', 'grupo de embalaje', "gruppo d'imballaggio", 'verpakkingsgroep', 'grupo de embalagem'],
  '14.5': ['environmental hazards', 'environm\\.? hazard', "dangers pour l'environnement", 'umweltgefahren', 'peligros para el medio ambiente', "pericoli per l'ambiente", 'milieugevaren', 'perigos para o ambiente'],
  '14.6': [
    'special precautions for users?', "precautions particulieres a prendre par l'utilisateur", 'besondere vorsichtsma(?:ss|ß)nahmen fur den verwender', 'precauciones particulares para los usuarios',
    'precauzioni speciali per gli utilizzatori', 'bijzondere voorzorgen voor de gebruiker', 'precaucoes especiais para o utilizador',
  ],
  '14.7': [
    '(?:maritime )?transport in bulk', 'transport (?:maritime )?en vrac', 'massengutbeforderung', 'transporte (?:maritimo )?a granel', 'trasporto (?:marittimo )?alla rinfusa',
    '(?:zee)?vervoer in bulk', 'transporte (?:maritimo )?a granel',
  ],
  '15.1': [
    'safety, health and environmental regulations', 'reglementations?/legislations? particulieres? a la substance', 'vorschriften zu sicherheit, gesundheits- und umweltschutz',
    'reglamentacion y legislacion en materia de seguridad', 'norme e legislazione su salute, sicurezza e ambiente', 'specifieke veiligheids-, gezondheids- en milieureglementen',
    'regulamentacao/legislacao especifica para a substancia',
  ],
  '15.2': ['chemical safety assessment', 'evaluation de la securite chimique', 'stoffsicherheitsbeurteilung', 'evaluacion de la seguridad quimica', 'valutazione della sicurezza chimica', 'chemischeveiligheidsbeoordeling', 'avaliacao da seguranca quimica'],
};

/** Sub-section number -> the pattern of its title at the start of a (folded) line, a number before it allowed. */
export const SUBSECTION_TITLES: ReadonlyMap<string, RegExp> = new Map(
  Object.entries(T).map(([number, titles]) => [
    number,
    new RegExp(String.raw`^[\s*\u00b7\u2022-]*(?:\d{1,2}\s*[.,]\s*\d{1,2}\s*[.:)]?\s*)?(?:${titles.join('|')})(?![\p{L}])`, 'u'),
  ]),
);

/**
 * The first cell of a folded line (before a tab or " : "), where a title stands; plural marks in brackets dropped
 * ("utilisation(s) finale(s)" -> "utilisation finale") and typographic apostrophes made straight.
 */
export function titleCell(folded: string): string {
  return folded
    .split(/\t|\s:\s|\s:$/)[0]
    .replace(/\((?:s|es|en|n|oes|is|i|e)\)/g, '')
    .trim();
}
