import { byLanguage } from './statement-types.ts';

/**
 * Supplemental hazard statements: CLP Annex II parts 1-3 (EUH001-EUH212, EUH401) and the hazard classes added by
 * Delegated Regulation (EU) 2023/707 (endocrine disruption EUH380/381/430/431, PBT/vPvB EUH440/441,
 * PMT/vPvM EUH450/451). EUH001 and EUH006 are kept because older sheets still print them. Rows: [en, fr, de, it].
 */
export const EUH_STATEMENTS = byLanguage({
  EUH001: ['Explosive when dry.', 'Explosif à l’état sec.', 'In trockenem Zustand explosiv.', 'Esplosivo allo stato secco.'],
  EUH006: [
    'Explosive with or without contact with air.',
    'Danger d’explosion en contact ou sans contact avec l’air.',
    'Mit und ohne Luft explosionsfähig.',
    'Esplosivo a contatto o senza contatto con l’aria.',
  ],
  EUH014: ['Reacts violently with water.', 'Réagit violemment au contact de l’eau.', 'Reagiert heftig mit Wasser.', 'Reagisce violentemente con l’acqua.'],
  EUH018: [
    'In use may form flammable/explosive vapour-air mixture.',
    'Lors de l’utilisation, formation possible de mélange vapeur-air inflammable/explosif.',
    'Kann bei Verwendung explosionsfähige/entzündbare Dampf/Luft-Gemische bilden.',
    'Durante l’uso può formarsi una miscela vapore-aria esplosiva/infiammabile.',
  ],
  EUH019: [
    'May form explosive peroxides.',
    'Peut former des peroxydes explosifs.',
    'Kann explosionsfähige Peroxide bilden.',
    'Può formare perossidi esplosivi.',
  ],
  EUH029: [
    'Contact with water liberates toxic gas.',
    'Au contact de l’eau, dégage des gaz toxiques.',
    'Entwickelt bei Berührung mit Wasser giftige Gase.',
    'A contatto con l’acqua libera un gas tossico.',
  ],
  EUH031: [
    'Contact with acids liberates toxic gas.',
    'Au contact d’un acide, dégage un gaz toxique.',
    'Entwickelt bei Berührung mit Säure giftige Gase.',
    'A contatto con acidi libera gas tossici.',
  ],
  EUH032: [
    'Contact with acids liberates very toxic gas.',
    'Au contact d’un acide, dégage un gaz très toxique.',
    'Entwickelt bei Berührung mit Säure sehr giftige Gase.',
    'A contatto con acidi libera gas molto tossici.',
  ],
  EUH044: [
    'Risk of explosion if heated under confinement.',
    'Risque d’explosion si chauffé en ambiance confinée.',
    'Explosionsgefahr bei Erhitzen unter Einschluss.',
    'Rischio di esplosione per riscaldamento in ambiente confinato.',
  ],
  EUH066: [
    'Repeated exposure may cause skin dryness or cracking.',
    'L’exposition répétée peut provoquer dessèchement ou gerçures de la peau.',
    'Wiederholter Kontakt kann zu spröder oder rissiger Haut führen.',
    'L’esposizione ripetuta può provocare secchezza o screpolature della pelle.',
  ],
  EUH070: ['Toxic by eye contact.', 'Toxique par contact oculaire.', 'Giftig bei Berührung mit den Augen.', 'Tossico per contatto oculare.'],
  EUH071: [
    'Corrosive to the respiratory tract.',
    'Corrosif pour les voies respiratoires.',
    'Wirkt ätzend auf die Atemwege.',
    'Corrosivo per le vie respiratorie.',
  ],
  EUH201: [
    'Contains lead. Should not be used on surfaces liable to be chewed or sucked by children.',
    'Contient du plomb. Ne pas utiliser sur les objets susceptibles d’être mâchés ou sucés par des enfants.',
    'Enthält Blei. Nicht für den Anstrich von Gegenständen verwenden, die von Kindern gekaut oder gelutscht werden könnten.',
    'Contiene piombo. Non utilizzare su oggetti che possono essere masticati o succhiati dai bambini.',
  ],
  EUH201A: ['Warning! Contains lead.', 'Attention! Contient du plomb.', 'Achtung! Enthält Blei.', 'Attenzione! Contiene piombo.'],
  EUH202: [
    'Cyanoacrylate. Danger. Bonds skin and eyes in seconds. Keep out of the reach of children.',
    'Cyanoacrylate. Danger. Colle à la peau et aux yeux en quelques secondes. À conserver hors de portée des enfants.',
    'Cyanacrylat. Gefahr. Klebt innerhalb von Sekunden Haut und Augenlider zusammen. Darf nicht in die Hände von Kindern gelangen.',
    'Cianoacrilato. Pericolo. Incolla la pelle e gli occhi in pochi secondi. Tenere fuori dalla portata dei bambini.',
  ],
  EUH203: [
    'Contains chromium (VI). May produce an allergic reaction.',
    'Contient du chrome (VI). Peut produire une réaction allergique.',
    'Enthält Chrom(VI). Kann allergische Reaktionen hervorrufen.',
    'Contiene cromo (VI). Può provocare una reazione allergica.',
  ],
  EUH204: [
    'Contains isocyanates. May produce an allergic reaction.',
    'Contient des isocyanates. Peut produire une réaction allergique.',
    'Enthält Isocyanate. Kann allergische Reaktionen hervorrufen.',
    'Contiene isocianati. Può provocare una reazione allergica.',
  ],
  EUH205: [
    'Contains epoxy constituents. May produce an allergic reaction.',
    'Contient des composés époxydiques. Peut produire une réaction allergique.',
    'Enthält epoxidhaltige Verbindungen. Kann allergische Reaktionen hervorrufen.',
    'Contiene componenti epossidici. Può provocare una reazione allergica.',
  ],
  EUH206: [
    'Warning! Do not use together with other products. May release dangerous gases (chlorine).',
    'Attention! Ne pas utiliser en combinaison avec d’autres produits. Peut libérer des gaz dangereux (chlore).',
    'Achtung! Nicht zusammen mit anderen Produkten verwenden, da gefährliche Gase (Chlor) freigesetzt werden können.',
    'Attenzione! Non utilizzare in combinazione con altri prodotti. Possono formarsi gas pericolosi (cloro).',
  ],
  EUH207: [
    'Warning! Contains cadmium. Dangerous fumes are formed during use. See information supplied by the manufacturer. Comply with the safety instructions.',
    'Attention! Contient du cadmium. Des fumées dangereuses se développent pendant l’utilisation. Voir les informations fournies par le fabricant. Respectez les consignes de sécurité.',
    'Achtung! Enthält Cadmium. Bei der Verwendung entstehen gefährliche Dämpfe. Hinweise des Herstellers beachten. Sicherheitsanweisungen einhalten.',
    'Attenzione! Contiene cadmio. Durante l’uso si sviluppano fumi pericolosi. Leggere le informazioni fornite dal fabbricante. Rispettare le disposizioni di sicurezza.',
  ],
  EUH208: [
    'Contains (name of sensitising substance). May produce an allergic reaction.',
    'Contient (nom de la substance sensibilisante). Peut produire une réaction allergique.',
    'Enthält (Name des sensibilisierenden Stoffes). Kann allergische Reaktionen hervorrufen.',
    'Contiene (nome della sostanza sensibilizzante). Può provocare una reazione allergica.',
  ],
  EUH209: [
    'Can become highly flammable in use.',
    'Peut devenir très inflammable en cours d’utilisation.',
    'Kann bei Verwendung leicht entzündbar werden.',
    'Può diventare facilmente infiammabile durante l’uso.',
  ],
  EUH209A: [
    'Can become flammable in use.',
    'Peut devenir inflammable en cours d’utilisation.',
    'Kann bei Verwendung entzündbar werden.',
    'Può diventare infiammabile durante l’uso.',
  ],
  EUH210: [
    'Safety data sheet available on request.',
    'Fiche de données de sécurité disponible sur demande.',
    'Sicherheitsdatenblatt auf Anfrage erhältlich.',
    'Scheda dati di sicurezza disponibile su richiesta.',
  ],
  EUH211: [
    'Warning! Hazardous respirable droplets may be formed when sprayed. Do not breathe spray or mist.',
    'Attention! Peut former des gouttelettes respirables dangereuses lors de la pulvérisation. Ne pas respirer les aérosols ou brouillards.',
    'Achtung! Beim Sprühen können gefährliche lungengängige Tröpfchen entstehen. Aerosol oder Nebel nicht einatmen.',
    'Attenzione! In caso di vaporizzazione possono formarsi goccioline respirabili pericolose. Non respirare aerosol o nebbie.',
  ],
  EUH212: [
    'Warning! Hazardous respirable dust may be formed when used. Do not breathe dust.',
    'Attention! Une poussière respirable dangereuse peut se former lors de l’utilisation. Ne pas respirer cette poussière.',
    'Achtung! Bei der Verwendung können gefährliche lungengängige Stäube entstehen. Staub nicht einatmen.',
    'Attenzione! Durante l’uso possono formarsi polveri respirabili pericolose. Non respirare le polveri.',
  ],
  EUH380: [
    'May cause endocrine disruption in humans.',
    'Peut provoquer une perturbation endocrinienne chez l’homme.',
    'Kann beim Menschen endokrine Störungen verursachen.',
    'Può causare interferenze con il sistema endocrino negli esseri umani.',
  ],
  EUH381: [
    'Suspected of causing endocrine disruption in humans.',
    'Suspecté de provoquer une perturbation endocrinienne chez l’homme.',
    'Steht in dem Verdacht, beim Menschen endokrine Störungen zu verursachen.',
    'Sospettato di causare interferenze con il sistema endocrino negli esseri umani.',
  ],
  EUH430: [
    'May cause endocrine disruption in the environment.',
    'Peut provoquer une perturbation endocrinienne dans l’environnement.',
    'Kann endokrine Störungen in der Umwelt verursachen.',
    'Può causare interferenze con il sistema endocrino nell’ambiente.',
  ],
  EUH431: [
    'Suspected of causing endocrine disruption in the environment.',
    'Suspecté de provoquer une perturbation endocrinienne dans l’environnement.',
    'Steht in dem Verdacht, endokrine Störungen in der Umwelt zu verursachen.',
    'Sospettato di causare interferenze con il sistema endocrino nell’ambiente.',
  ],
  EUH440: [
    'Accumulates in the environment and living organisms including in humans.',
    'S’accumule dans l’environnement et les organismes vivants, y compris chez l’homme.',
    'Anreicherung in der Umwelt und in lebenden Organismen einschließlich Menschen.',
    'Si accumula nell’ambiente e negli organismi viventi, compresi gli esseri umani.',
  ],
  EUH441: [
    'Strongly accumulates in the environment and living organisms including in humans.',
    'S’accumule fortement dans l’environnement et les organismes vivants, y compris chez l’homme.',
    'Starke Anreicherung in der Umwelt und in lebenden Organismen einschließlich Menschen.',
    'Si accumula notevolmente nell’ambiente e negli organismi viventi, compresi gli esseri umani.',
  ],
  EUH450: [
    'Can cause long-lasting and diffuse contamination of water resources.',
    'Peut provoquer une contamination étendue et persistante des ressources en eau.',
    'Kann lang anhaltende und diffuse Verschmutzung von Wasserressourcen verursachen.',
    'Può causare una contaminazione di lunga durata e diffusa delle risorse idriche.',
  ],
  EUH451: [
    'Can cause very long-lasting and diffuse contamination of water resources.',
    'Peut provoquer une contamination très étendue et très persistante des ressources en eau.',
    'Kann sehr lang anhaltende und diffuse Verschmutzung von Wasserressourcen verursachen.',
    'Può causare una contaminazione di durata molto lunga e diffusa delle risorse idriche.',
  ],
  EUH401: [
    'To avoid risks to human health and the environment, comply with the instructions for use.',
    'Respectez les instructions d’utilisation afin d’éviter les risques pour la santé humaine et l’environnement.',
    'Zur Vermeidung von Risiken für Mensch und Umwelt die Gebrauchsanleitung einhalten.',
    'Per evitare rischi per la salute umana e per l’ambiente, seguire le istruzioni per l’uso.',
  ],
});
