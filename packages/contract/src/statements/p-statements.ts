import { byLanguage, STATEMENT_LANGUAGES, type StatementTexts } from './statement-types.ts';

/**
 * Precautionary statements: CLP Annex IV part 1 (official wording; "..." marks where the supplier fills in a
 * detail) plus the codes of the GHS revision 10 (P203, P265, P316-P319, P354, P364...) that recent sheets print.
 * Rows: [en, fr, de, it].
 */
const P_SINGLE = byLanguage({
  P101: ['If medical advice is needed, have product container or label at hand.', 'En cas de consultation d’un médecin, garder à disposition le récipient ou l’étiquette.', 'Ist ärztlicher Rat erforderlich, Verpackung oder Kennzeichnungsetikett des Produkts bereithalten.', 'In caso di consultazione di un medico, tenere a disposizione il contenitore o l’etichetta del prodotto.'],
  P102: ['Keep out of reach of children.', 'Tenir hors de portée des enfants.', 'Darf nicht in die Hände von Kindern gelangen.', 'Tenere fuori dalla portata dei bambini.'],
  P103: ['Read carefully and follow all instructions.', 'Lire attentivement et bien respecter toutes les instructions.', 'Alle Gebrauchshinweise sorgfältig lesen und befolgen.', 'Leggere attentamente e seguire tutte le istruzioni.'],
  P201: ['Obtain special instructions before use.', 'Se procurer les instructions spéciales avant utilisation.', 'Vor Gebrauch besondere Anweisungen einholen.', 'Procurarsi istruzioni specifiche prima dell’uso.'],
  P202: ['Do not handle until all safety precautions have been read and understood.', 'Ne pas manipuler avant d’avoir lu et compris toutes les précautions de sécurité.', 'Vor Gebrauch alle Sicherheitshinweise lesen und verstehen.', 'Non manipolare prima di avere letto e compreso tutte le avvertenze.'],
  P203: ['Obtain, read and follow all safety instructions before use.', 'Se procurer, lire et appliquer toutes les instructions de sécurité avant utilisation.', 'Vor Gebrauch alle Sicherheitshinweise einholen, lesen und befolgen.', 'Procurarsi, leggere e seguire tutte le istruzioni di sicurezza prima dell’uso.'],
  P210: ['Keep away from heat, hot surfaces, sparks, open flames and other ignition sources. No smoking.', 'Tenir à l’écart de la chaleur, des surfaces chaudes, des étincelles, des flammes nues et de toute autre source d’inflammation. Ne pas fumer.', 'Von Hitze, heißen Oberflächen, Funken, offenen Flammen und anderen Zündquellen fernhalten. Nicht rauchen.', 'Tenere lontano da fonti di calore, superfici calde, scintille, fiamme libere o altre fonti di accensione. Vietato fumare.'],
  P211: ['Do not spray on an open flame or other ignition source.', 'Ne pas vaporiser sur une flamme nue ou sur toute autre source d’ignition.', 'Nicht gegen offene Flamme oder andere Zündquelle sprühen.', 'Non vaporizzare su una fiamma libera o altra fonte di accensione.'],
  P212: ['Avoid heating under confinement or reduction of the desensitising agent.', 'Éviter l’échauffement en milieu confiné ou la réduction de la quantité d’agent désensibilisant.', 'Erhitzen unter Einschluss und Reduzierung des Desensibilisierungsmittels vermeiden.', 'Evitare il riscaldamento in ambiente confinato o la riduzione dell’agente desensibilizzante.'],
  P220: ['Keep away from clothing and other combustible materials.', 'Tenir à l’écart des vêtements et d’autres matières combustibles.', 'Von Kleidung und anderen brennbaren Materialien fernhalten.', 'Tenere lontano da indumenti e altri materiali combustibili.'],
  P222: ['Do not allow contact with air.', 'Ne pas laisser au contact de l’air.', 'Keinen Kontakt mit Luft zulassen.', 'Evitare il contatto con l’aria.'],
  P223: ['Do not allow contact with water.', 'Éviter tout contact avec l’eau.', 'Keinen Kontakt mit Wasser zulassen.', 'Evitare qualsiasi contatto con l’acqua.'],
  P230: ['Keep wetted with ...', 'Maintenir humidifié avec ...', 'Feucht halten mit ...', 'Mantenere umido con ...'],
  P231: ['Handle and store contents under inert gas/...', 'Manipuler et stocker le contenu sous gaz inerte/...', 'Inhalt unter inertem Gas/... handhaben und aufbewahren.', 'Manipolare e conservare in atmosfera di gas inerte/...'],
  P232: ['Protect from moisture.', 'Protéger de l’humidité.', 'Vor Feuchtigkeit schützen.', 'Proteggere dall’umidità.'],
  P233: ['Keep container tightly closed.', 'Maintenir le récipient fermé de manière étanche.', 'Behälter dicht verschlossen halten.', 'Tenere il recipiente ben chiuso.'],
  P234: ['Keep only in original packaging.', 'Conserver uniquement dans l’emballage d’origine.', 'Nur in Originalverpackung aufbewahren.', 'Conservare soltanto nell’imballaggio originale.'],
  P235: ['Keep cool.', 'Tenir au frais.', 'Kühl halten.', 'Conservare in luogo fresco.'],
  P236: ['Keep only in original packaging; Division ... in the transport configuration.', 'Conserver uniquement dans l’emballage d’origine; division ... dans la configuration de transport.', 'Nur in Originalverpackung aufbewahren; Unterklasse ... in der Transportkonfiguration.', 'Conservare soltanto nell’imballaggio originale; divisione ... nella configurazione di trasporto.'],
  P240: ['Ground and bond container and receiving equipment.', 'Mise à la terre et liaison équipotentielle du récipient et du matériel de réception.', 'Behälter und zu befüllende Anlage erden.', 'Mettere a terra e a massa il contenitore e il dispositivo ricevente.'],
  P241: ['Use explosion-proof [electrical/ventilating/lighting/...] equipment.', 'Utiliser du matériel [électrique/de ventilation/d’éclairage/...] antidéflagrant.', 'Explosionsgeschützte [elektrische/Lüftungs-/Beleuchtungs-/...] Geräte verwenden.', 'Utilizzare impianti [elettrici/di ventilazione/d’illuminazione/...] a prova di esplosione.'],
  P242: ['Use non-sparking tools.', 'Utiliser des outils ne produisant pas d’étincelles.', 'Funkenarmes Werkzeug verwenden.', 'Utilizzare utensili antiscintillamento.'],
  P243: ['Take action to prevent static discharges.', 'Prendre des mesures de précaution contre les décharges électrostatiques.', 'Maßnahmen gegen elektrostatische Entladungen treffen.', 'Prendere precauzioni contro le scariche elettrostatiche.'],
  P244: ['Keep valves and fittings free from oil and grease.', 'Ni huile, ni graisse sur les robinets et raccords.', 'Ventile und Ausrüstungsteile öl- und fettfrei halten.', 'Mantenere le valvole e i raccordi liberi da olio e grasso.'],
  P250: ['Do not subject to grinding/shock/friction/...', 'Éviter les abrasions/les chocs/les frottements/...', 'Nicht schleifen/stoßen/reiben/...', 'Evitare le abrasioni/gli urti/gli attriti/...'],
  P251: ['Do not pierce or burn, even after use.', 'Ne pas perforer, ni brûler, même après usage.', 'Nicht durchstechen oder verbrennen, auch nicht nach Gebrauch.', 'Non perforare né bruciare, neppure dopo l’uso.'],
  P260: ['Do not breathe dust/fume/gas/mist/vapours/spray.', 'Ne pas respirer les poussières/fumées/gaz/brouillards/vapeurs/aérosols.', 'Staub/Rauch/Gas/Nebel/Dampf/Aerosol nicht einatmen.', 'Non respirare la polvere/i fumi/i gas/la nebbia/i vapori/gli aerosol.'],
  P261: ['Avoid breathing dust/fume/gas/mist/vapours/spray.', 'Éviter de respirer les poussières/fumées/gaz/brouillards/vapeurs/aérosols.', 'Einatmen von Staub/Rauch/Gas/Nebel/Dampf/Aerosol vermeiden.', 'Evitare di respirare la polvere/i fumi/i gas/la nebbia/i vapori/gli aerosol.'],
  P262: ['Do not get in eyes, on skin, or on clothing.', 'Éviter tout contact avec les yeux, la peau ou les vêtements.', 'Nicht in die Augen, auf die Haut oder auf die Kleidung gelangen lassen.', 'Evitare il contatto con gli occhi, la pelle o gli indumenti.'],
  P263: ['Avoid contact during pregnancy and while nursing.', 'Éviter tout contact avec la substance au cours de la grossesse et pendant l’allaitement.', 'Kontakt während der Schwangerschaft und der Stillzeit vermeiden.', 'Evitare il contatto durante la gravidanza e l’allattamento.'],
  P264: ['Wash hands [and ...] thoroughly after handling.', 'Se laver les mains [et ...] soigneusement après manipulation.', 'Nach Gebrauch Hände [und ...] gründlich waschen.', 'Lavare accuratamente le mani [e ...] dopo l’uso.'],
  P265: ['Do not touch eyes.', 'Ne pas se toucher les yeux.', 'Augen nicht berühren.', 'Non toccare gli occhi.'],
  P270: ['Do not eat, drink or smoke when using this product.', 'Ne pas manger, boire ou fumer en manipulant ce produit.', 'Bei Gebrauch nicht essen, trinken oder rauchen.', 'Non mangiare, né bere, né fumare durante l’uso.'],
  P271: ['Use only outdoors or in a well-ventilated area.', 'Utiliser seulement en plein air ou dans un endroit bien ventilé.', 'Nur im Freien oder in gut belüfteten Räumen verwenden.', 'Utilizzare soltanto all’aperto o in luogo ben ventilato.'],
  P272: ['Contaminated work clothing should not be allowed out of the workplace.', 'Les vêtements de travail contaminés ne devraient pas sortir du lieu de travail.', 'Kontaminierte Arbeitskleidung nicht außerhalb des Arbeitsplatzes tragen.', 'Gli indumenti da lavoro contaminati non devono essere portati fuori dal luogo di lavoro.'],
  P273: ['Avoid release to the environment.', 'Éviter le rejet dans l’environnement.', 'Freisetzung in die Umwelt vermeiden.', 'Non disperdere nell’ambiente.'],
  P280: ['Wear protective gloves/protective clothing/eye protection/face protection/hearing protection/...', 'Porter des gants de protection/des vêtements de protection/un équipement de protection des yeux/du visage/une protection auditive/...', 'Schutzhandschuhe/Schutzkleidung/Augenschutz/Gesichtsschutz/Gehörschutz/... tragen.', 'Indossare guanti/indumenti protettivi/proteggere gli occhi/il viso/l’udito/...'],
  P282: ['Wear cold insulating gloves and either face shield or eye protection.', 'Porter des gants isolants contre le froid et un équipement de protection du visage ou des yeux.', 'Schutzhandschuhe mit Kälteisolierung und zusätzlich Gesichtsschild oder Augenschutz tragen.', 'Utilizzare guanti termici e schermo facciale o protezione per gli occhi.'],
  P283: ['Wear fire resistant or flame retardant clothing.', 'Porter des vêtements résistant au feu ou à retard de flamme.', 'Schwer entflammbare oder flammhemmende Kleidung tragen.', 'Indossare indumenti completamente ignifughi o in tessuti ritardanti di fiamma.'],
  P284: ['[In case of inadequate ventilation] wear respiratory protection.', '[Lorsque la ventilation du local est insuffisante] porter un équipement de protection respiratoire.', '[Bei unzureichender Belüftung] Atemschutz tragen.', '[Quando la ventilazione del locale è insufficiente] indossare un apparecchio di protezione respiratoria.'],
  P301: ['IF SWALLOWED:', 'EN CAS D’INGESTION:', 'BEI VERSCHLUCKEN:', 'IN CASO DI INGESTIONE:'],
  P302: ['IF ON SKIN:', 'EN CAS DE CONTACT AVEC LA PEAU:', 'BEI BERÜHRUNG MIT DER HAUT:', 'IN CASO DI CONTATTO CON LA PELLE:'],
  P303: ['IF ON SKIN (or hair):', 'EN CAS DE CONTACT AVEC LA PEAU (ou les cheveux):', 'BEI BERÜHRUNG MIT DER HAUT (oder dem Haar):', 'IN CASO DI CONTATTO CON LA PELLE (o con i capelli):'],
  P304: ['IF INHALED:', 'EN CAS D’INHALATION:', 'BEI EINATMEN:', 'IN CASO DI INALAZIONE:'],
  P305: ['IF IN EYES:', 'EN CAS DE CONTACT AVEC LES YEUX:', 'BEI KONTAKT MIT DEN AUGEN:', 'IN CASO DI CONTATTO CON GLI OCCHI:'],
  P306: ['IF ON CLOTHING:', 'EN CAS DE CONTACT AVEC LES VÊTEMENTS:', 'BEI KONTAMINIERTER KLEIDUNG:', 'IN CASO DI CONTATTO CON GLI INDUMENTI:'],
  P308: ['IF exposed or concerned:', 'EN CAS d’exposition prouvée ou suspectée:', 'BEI Exposition oder falls betroffen:', 'IN CASO di esposizione o di possibile esposizione:'],
  P310: ['Immediately call a POISON CENTRE/doctor/...', 'Appeler immédiatement un CENTRE ANTIPOISON/un médecin/...', 'Sofort GIFTINFORMATIONSZENTRUM/Arzt/... anrufen.', 'Contattare immediatamente un CENTRO ANTIVELENI/un medico/...'],
  P311: ['Call a POISON CENTRE/doctor/...', 'Appeler un CENTRE ANTIPOISON/un médecin/...', 'GIFTINFORMATIONSZENTRUM/Arzt/... anrufen.', 'Contattare un CENTRO ANTIVELENI/un medico/...'],
  P312: ['Call a POISON CENTRE/doctor/... if you feel unwell.', 'Appeler un CENTRE ANTIPOISON/un médecin/... en cas de malaise.', 'Bei Unwohlsein GIFTINFORMATIONSZENTRUM/Arzt/... anrufen.', 'In caso di malessere, contattare un CENTRO ANTIVELENI/un medico/...'],
  P313: ['Get medical advice/attention.', 'Consulter un médecin.', 'Ärztlichen Rat einholen/ärztliche Hilfe hinzuziehen.', 'Consultare un medico.'],
  P314: ['Get medical advice/attention if you feel unwell.', 'Consulter un médecin en cas de malaise.', 'Bei Unwohlsein ärztlichen Rat einholen/ärztliche Hilfe hinzuziehen.', 'In caso di malessere, consultare un medico.'],
  P315: ['Get immediate medical advice/attention.', 'Consulter immédiatement un médecin.', 'Sofort ärztlichen Rat einholen/ärztliche Hilfe hinzuziehen.', 'Consultare immediatamente un medico.'],
  P316: ['Get emergency medical help immediately.', 'Obtenir immédiatement une aide médicale d’urgence.', 'Sofort notfallmedizinische Hilfe holen.', 'Richiedere immediatamente assistenza medica di emergenza.'],
  P317: ['Get medical help.', 'Obtenir une aide médicale.', 'Medizinische Hilfe holen.', 'Richiedere assistenza medica.'],
  P318: ['If exposed or concerned, get medical advice.', 'En cas d’exposition prouvée ou suspectée, demander un avis médical.', 'Bei Exposition oder falls betroffen, ärztlichen Rat einholen.', 'In caso di esposizione o di possibile esposizione, consultare un medico.'],
  P319: ['Get medical help if you feel unwell.', 'Obtenir une aide médicale en cas de malaise.', 'Bei Unwohlsein medizinische Hilfe holen.', 'In caso di malessere, richiedere assistenza medica.'],
  P320: ['Specific treatment is urgent (see ... on this label).', 'Un traitement spécifique est urgent (voir ... sur cette étiquette).', 'Besondere Behandlung dringend erforderlich (siehe ... auf diesem Kennzeichnungsetikett).', 'Trattamento specifico urgente (vedere ... su questa etichetta).'],
  P321: ['Specific treatment (see ... on this label).', 'Traitement spécifique (voir ... sur cette étiquette).', 'Besondere Behandlung (siehe ... auf diesem Kennzeichnungsetikett).', 'Trattamento specifico (vedere ... su questa etichetta).'],
  P330: ['Rinse mouth.', 'Rincer la bouche.', 'Mund ausspülen.', 'Sciacquare la bocca.'],
  P331: ['Do NOT induce vomiting.', 'NE PAS faire vomir.', 'KEIN Erbrechen herbeiführen.', 'NON provocare il vomito.'],
  P332: ['If skin irritation occurs:', 'En cas d’irritation cutanée:', 'Bei Hautreizung:', 'In caso di irritazione della pelle:'],
  P333: ['If skin irritation or rash occurs:', 'En cas d’irritation ou d’éruption cutanée:', 'Bei Hautreizung oder -ausschlag:', 'In caso di irritazione o eruzione della pelle:'],
  P334: ['Immerse in cool water [or wrap in wet bandages].', 'Rincer à l’eau fraîche [ou poser une compresse humide].', 'In kaltes Wasser tauchen [oder nassen Verband anlegen].', 'Immergere in acqua fredda [o avvolgere con un bendaggio umido].'],
  P335: ['Brush off loose particles from skin.', 'Enlever avec précaution les particules déposées sur la peau.', 'Lose Partikel von der Haut abbürsten.', 'Rimuovere dalla pelle le particelle.'],
  P336: ['Thaw frosted parts with lukewarm water. Do not rub affected area.', 'Dégeler les parties gelées avec de l’eau tiède. Ne pas frotter les zones touchées.', 'Vereiste Bereiche mit lauwarmem Wasser auftauen. Betroffenen Bereich nicht reiben.', 'Sgelare le parti congelate usando acqua tiepida. Non sfregare la parte interessata.'],
  P337: ['If eye irritation persists:', 'Si l’irritation oculaire persiste:', 'Bei anhaltender Augenreizung:', 'Se l’irritazione degli occhi persiste:'],
  P338: ['Remove contact lenses, if present and easy to do. Continue rinsing.', 'Enlever les lentilles de contact si la victime en porte et si elles peuvent être facilement enlevées. Continuer à rincer.', 'Eventuell vorhandene Kontaktlinsen nach Möglichkeit entfernen. Weiter spülen.', 'Togliere le eventuali lenti a contatto se è agevole farlo. Continuare a sciacquare.'],
  P340: ['Remove person to fresh air and keep comfortable for breathing.', 'Transporter la personne à l’extérieur et la maintenir dans une position où elle peut confortablement respirer.', 'Die Person an die frische Luft bringen und für ungehinderte Atmung sorgen.', 'Trasportare l’infortunato all’aria aperta e mantenerlo a riposo in posizione che favorisca la respirazione.'],
  P342: ['If experiencing respiratory symptoms:', 'En cas de symptômes respiratoires:', 'Bei Symptomen der Atemwege:', 'In caso di sintomi respiratori:'],
  P351: ['Rinse cautiously with water for several minutes.', 'Rincer avec précaution à l’eau pendant plusieurs minutes.', 'Einige Minuten lang behutsam mit Wasser spülen.', 'Sciacquare accuratamente per parecchi minuti.'],
  P352: ['Wash with plenty of water/...', 'Laver abondamment à l’eau/...', 'Mit viel Wasser/... waschen.', 'Lavare abbondantemente con acqua/...'],
  P353: ['Rinse skin with water [or shower].', 'Rincer la peau à l’eau [ou se doucher].', 'Haut mit Wasser abwaschen [oder duschen].', 'Sciacquare la pelle [o fare una doccia].'],
  P354: ['Immediately rinse with water for several minutes.', 'Rincer immédiatement à l’eau pendant plusieurs minutes.', 'Sofort einige Minuten lang mit Wasser spülen.', 'Sciacquare immediatamente con acqua per parecchi minuti.'],
  P360: ['Rinse immediately contaminated clothing and skin with plenty of water before removing clothes.', 'Rincer immédiatement et abondamment avec de l’eau les vêtements contaminés et la peau avant de les enlever.', 'Kontaminierte Kleidung und Haut sofort mit viel Wasser abwaschen und danach Kleidung ausziehen.', 'Sciacquare immediatamente e abbondantemente gli indumenti contaminati e la pelle prima di togliersi gli indumenti.'],
  P361: ['Take off immediately all contaminated clothing.', 'Enlever immédiatement tous les vêtements contaminés.', 'Alle kontaminierten Kleidungsstücke sofort ausziehen.', 'Togliere immediatamente tutti gli indumenti contaminati.'],
  P362: ['Take off contaminated clothing.', 'Enlever les vêtements contaminés.', 'Kontaminierte Kleidung ausziehen.', 'Togliere gli indumenti contaminati.'],
  P363: ['Wash contaminated clothing before reuse.', 'Laver les vêtements contaminés avant réutilisation.', 'Kontaminierte Kleidung vor erneutem Tragen waschen.', 'Lavare gli indumenti contaminati prima di indossarli nuovamente.'],
  P364: ['And wash it before reuse.', 'Et les laver avant réutilisation.', 'Und vor erneutem Tragen waschen.', 'E lavarli prima di indossarli nuovamente.'],
  P370: ['In case of fire:', 'En cas d’incendie:', 'Bei Brand:', 'In caso di incendio:'],
  P371: ['In case of major fire and large quantities:', 'En cas d’incendie important et s’il s’agit de grandes quantités:', 'Bei Großbrand und großen Mengen:', 'In caso di incendio grave e di quantità rilevanti:'],
  P372: ['Explosion risk.', 'Risque d’explosion.', 'Explosionsgefahr.', 'Rischio di esplosione.'],
  P373: ['DO NOT fight fire when fire reaches explosives.', 'NE PAS combattre l’incendie lorsque le feu atteint les explosifs.', 'KEINE Brandbekämpfung, wenn das Feuer explosive Stoffe/Gemische/Erzeugnisse erreicht.', 'NON utilizzare mezzi estinguenti se l’incendio raggiunge materiali esplosivi.'],
  P375: ['Fight fire remotely due to the risk of explosion.', 'Combattre l’incendie à distance à cause du risque d’explosion.', 'Wegen Explosionsgefahr Brand aus der Entfernung bekämpfen.', 'Rischio di esplosione. Utilizzare i mezzi estinguenti a grande distanza.'],
  P376: ['Stop leak if safe to do so.', 'Obturer la fuite si cela peut se faire sans danger.', 'Undichtigkeit beseitigen, wenn gefahrlos möglich.', 'Bloccare la perdita se non c’è pericolo.'],
  P377: ['Leaking gas fire: Do not extinguish, unless leak can be stopped safely.', 'Fuite de gaz enflammé: Ne pas éteindre si la fuite ne peut pas être arrêtée sans danger.', 'Brand von ausströmendem Gas: Nicht löschen, bis Undichtigkeit gefahrlos beseitigt werden kann.', 'In caso d’incendio dovuto a perdita di gas, non estinguere a meno che non sia possibile bloccare la perdita senza pericolo.'],
  P378: ['Use ... to extinguish.', 'Utiliser ... pour l’extinction.', '... zum Löschen verwenden.', 'Utilizzare ... per estinguere.'],
  P380: ['Evacuate area.', 'Évacuer la zone.', 'Umgebung räumen.', 'Evacuare la zona.'],
  P381: ['In case of leakage, eliminate all ignition sources.', 'En cas de fuite, éliminer toutes les sources d’ignition.', 'Bei Undichtigkeit alle Zündquellen entfernen.', 'In caso di perdita, eliminare tutte le fonti di accensione.'],
  P390: ['Absorb spillage to prevent material damage.', 'Absorber toute substance répandue pour éviter qu’elle attaque les matériaux environnants.', 'Verschüttete Mengen aufnehmen, um Materialschäden zu vermeiden.', 'Assorbire la fuoriuscita per evitare danni materiali.'],
  P391: ['Collect spillage.', 'Recueillir le produit répandu.', 'Verschüttete Mengen aufnehmen.', 'Raccogliere il materiale fuoriuscito.'],
  P401: ['Store in accordance with ...', 'Stocker conformément à ...', 'Aufbewahren gemäß ...', 'Conservare secondo ...'],
  P402: ['Store in a dry place.', 'Stocker dans un endroit sec.', 'An einem trockenen Ort aufbewahren.', 'Conservare in luogo asciutto.'],
  P403: ['Store in a well-ventilated place.', 'Stocker dans un endroit bien ventilé.', 'An einem gut belüfteten Ort aufbewahren.', 'Conservare in luogo ben ventilato.'],
  P404: ['Store in a closed container.', 'Stocker dans un récipient fermé.', 'In einem geschlossenen Behälter aufbewahren.', 'Conservare in un recipiente chiuso.'],
  P405: ['Store locked up.', 'Garder sous clef.', 'Unter Verschluss aufbewahren.', 'Conservare sotto chiave.'],
  P406: ['Store in a corrosion resistant/... container with a resistant inner liner.', 'Stocker dans un récipient résistant à la corrosion/... avec doublure intérieure.', 'In korrosionsbeständigem/... Behälter mit widerstandsfähiger Innenauskleidung aufbewahren.', 'Conservare in recipiente resistente alla corrosione/... provvisto di rivestimento interno resistente.'],
  P407: ['Maintain air gap between stacks or pallets.', 'Maintenir un intervalle d’air entre les piles ou les palettes.', 'Luftspalt zwischen Stapeln oder Paletten lassen.', 'Mantenere uno spazio libero tra gli scaffali o i pallet.'],
  P410: ['Protect from sunlight.', 'Protéger du rayonnement solaire.', 'Vor Sonnenbestrahlung schützen.', 'Proteggere dai raggi solari.'],
  P411: ['Store at temperatures not exceeding ... °C/... °F.', 'Stocker à une température ne dépassant pas ... °C/... °F.', 'Bei Temperaturen nicht über ... °C/... °F aufbewahren.', 'Conservare a temperature non superiori a ... °C/... °F.'],
  P412: ['Do not expose to temperatures exceeding 50 °C/122 °F.', 'Ne pas exposer à une température supérieure à 50 °C/122 °F.', 'Nicht Temperaturen über 50 °C/122 °F aussetzen.', 'Non esporre a temperature superiori a 50 °C/122 °F.'],
  P413: ['Store bulk masses greater than ... kg/... lbs at temperatures not exceeding ... °C/... °F.', 'Stocker les quantités en vrac de plus de ... kg/... lb à une température ne dépassant pas ... °C/... °F.', 'Schüttgut in Mengen von mehr als ... kg/... lbs bei Temperaturen nicht über ... °C/... °F aufbewahren.', 'Conservare le rinfuse di peso superiore a ... kg/... lb a temperature non superiori a ... °C/... °F.'],
  P420: ['Store separately.', 'Stocker séparément.', 'Getrennt aufbewahren.', 'Conservare separatamente.'],
  P501: ['Dispose of contents/container to ...', 'Éliminer le contenu/récipient dans ...', 'Inhalt/Behälter ... zuführen.', 'Smaltire il prodotto/recipiente in ...'],
  P502: ['Refer to manufacturer or supplier for information on recovery or recycling.', 'Se reporter au fabricant ou au fournisseur pour des informations concernant la récupération ou le recyclage.', 'Informationen zur Wiederverwendung oder Wiederverwertung beim Hersteller oder Lieferanten erfragen.', 'Chiedere informazioni al produttore o fornitore per il recupero/riciclaggio.'],
  P503: ['Refer to manufacturer/supplier/... for information on disposal/recovery/recycling.', 'Se reporter au fabricant/fournisseur/... pour des informations concernant l’élimination/la récupération/le recyclage.', 'Informationen zur Entsorgung/Wiederverwendung/Wiederverwertung beim Hersteller/Lieferanten/... erfragen.', 'Chiedere informazioni al produttore/fornitore/... per lo smaltimento/recupero/riciclaggio.'],
});

/**
 * The combinations listed in CLP Annex IV (and GHS rev. 10). Their official texts are the texts of the parts
 * joined in order, with the few rewordings kept in P_COMBINATION_TEXTS below.
 */
export const P_COMBINATIONS = [
  'P231+P232', 'P235+P410', 'P264+P265',
  'P301+P310', 'P301+P312', 'P301+P316', 'P301+P317', 'P301+P330+P331',
  'P302+P317', 'P302+P334', 'P302+P335+P334', 'P302+P352', 'P302+P361+P354',
  'P303+P361+P353', 'P304+P312', 'P304+P317', 'P304+P340',
  'P305+P351+P338', 'P305+P354+P338', 'P306+P360',
  'P308+P311', 'P308+P313', 'P308+P316',
  'P332+P313', 'P332+P317', 'P333+P313', 'P333+P317', 'P335+P334', 'P336+P315', 'P336+P317',
  'P337+P313', 'P337+P317', 'P342+P311', 'P342+P316', 'P361+P364', 'P362+P364',
  'P370+P376', 'P370+P378', 'P370+P380', 'P370+P380+P375', 'P370+P372+P380+P373', 'P371+P380+P375',
  'P402+P404', 'P403+P233', 'P403+P235', 'P410+P403', 'P410+P412', 'P411+P235',
] as const;

/** Combinations whose official text is not a plain join of the parts (P361 + P364 reads as one sentence). */
const P_COMBINATION_TEXTS = byLanguage({
  'P361+P364': ['Take off immediately all contaminated clothing and wash it before reuse.', 'Enlever immédiatement tous les vêtements contaminés et les laver avant réutilisation.', 'Alle kontaminierten Kleidungsstücke sofort ausziehen und vor erneutem Tragen waschen.', 'Togliere immediatamente tutti gli indumenti contaminati e lavarli prima di indossarli nuovamente.'],
  'P362+P364': ['Take off contaminated clothing and wash it before reuse.', 'Enlever les vêtements contaminés et les laver avant réutilisation.', 'Kontaminierte Kleidung ausziehen und vor erneutem Tragen waschen.', 'Togliere tutti gli indumenti contaminati e lavarli prima di indossarli nuovamente.'],
});

/** Joins the texts of the parts of a combination; null when a part is unknown. */
export function composeStatement(code: string, table: Record<string, StatementTexts>): StatementTexts | null {
  const parts = code.split('+').map((p) => table[p]);
  if (parts.length < 2 || parts.some((p) => !p)) return null;
  const out = {} as StatementTexts;
  for (const lang of STATEMENT_LANGUAGES) out[lang] = parts.map((p) => p[lang]).join(' ');
  return out;
}

export const P_STATEMENTS: Record<string, StatementTexts> = { ...P_SINGLE };
for (const code of P_COMBINATIONS) P_STATEMENTS[code] = P_COMBINATION_TEXTS[code] ?? composeStatement(code, P_SINGLE)!;
