def sec(id, title, text):
    return {"__section__": id, "title": title, "text": text}

pages = {
  "frame": {"soon": ("Cette page sera bientôt complétée.", "This page will be completed soon.", "Diese Seite wird in Kürze vervollständigt.", "Questa pagina sarà completata a breve.")},
  "comingSoon": {
    "badge": ("Bientôt disponible", "Coming soon", "Demnächst verfügbar", "Presto disponibile"),
    "text": ("Cet outil est annoncé et disponible sur demande. Contactez-nous pour être informé de son ouverture ou pour une demande particulière.", "This tool is announced and available on request. Contact us to hear when it opens or for a specific request.", "Dieses Werkzeug ist angekündigt und auf Anfrage erhältlich. Kontaktieren Sie uns, um über den Start informiert zu werden oder für eine besondere Anfrage.", "Questo strumento è annunciato e disponibile su richiesta. Contattaci per sapere quando sarà disponibile o per una richiesta particolare."),
    "contact": ("Nous contacter", "Contact us", "Kontakt aufnehmen", "Contattaci"),
  },
  "tools": {
    "fdsExtract": {
      "name": ("FDS-Extract", "FDS-Extract", "FDS-Extract", "FDS-Extract"),
      "text": ("Extraction de base : mentions de danger, numéros CAS, CE et REACH de vos fiches.", "Basic extraction: hazard statements, CAS, EC and REACH numbers of your sheets.", "Basisextraktion: Gefahrenhinweise, CAS-, EG- und REACH-Nummern Ihrer Datenblätter.", "Estrazione di base: indicazioni di pericolo, numeri CAS, CE e REACH delle tue schede."),
      "paid": ("Extraction Standard (20 € HT par lot de 10 crédits) ou Premium avec contrôle (80 € HT par lot).", "Standard extraction (€20 excl. tax per lot of 10 credits) or Premium with control (€80 excl. tax per lot).", "Standard-Extraktion (20 € netto pro Los von 10 Guthaben) oder Premium mit Kontrolle (80 € netto pro Los).", "Estrazione Standard (20 € IVA esclusa per lotto di 10 crediti) o Premium con controllo (80 € IVA esclusa per lotto)."),
    },
    "vigiSubstances": {
      "name": ("Vigi-Substances", "Vigi-Substances", "Vigi-Substances", "Vigi-Substances"),
      "text": ("Veille de base : liste candidate, annexes XIV et XVII de REACH.", "Basic watch: candidate list, REACH annexes XIV and XVII.", "Basisüberwachung: Kandidatenliste, REACH-Anhänge XIV und XVII.", "Monitoraggio di base: elenco delle sostanze candidate, allegati XIV e XVII di REACH."),
      "paid": ("Listes au choix : recommandations, annexe VI du CLP, CMR, CIRC et VLEP françaises (10 à 15 € HT par lot).", "Lists of your choice: recommendations, CLP annex VI, CMR, IARC and French exposure limits (€10 to €15 excl. tax per lot).", "Listen nach Wahl: Empfehlungen, CLP-Anhang VI, CMR, IARC und französische Arbeitsplatzgrenzwerte (10 bis 15 € netto pro Los).", "Elenchi a scelta: raccomandazioni, allegato VI CLP, CMR, IARC e limiti di esposizione francesi (da 10 a 15 € IVA esclusa per lotto)."),
    },
    "oneClick": {
      "name": ("One-click", "One-click", "One-click", "One-click"),
      "text": ("Une adresse permanente et un QR code qui mènent toujours à la dernière version d'une fiche.", "A permanent address and a QR code that always lead to the latest version of a sheet.", "Eine feste Adresse und ein QR-Code, die immer zur neuesten Version eines Datenblatts führen.", "Un indirizzo permanente e un codice QR che portano sempre all'ultima versione di una scheda."),
    },
    "quickIcpe": {
      "name": ("Quick-ICPE", "Quick-ICPE", "Quick-ICPE", "Quick-ICPE"),
      "text": ("Classement de vos produits selon la réglementation des installations classées (ICPE).", "Classification of your products under the French classified installations (ICPE) rules.", "Einstufung Ihrer Produkte nach den französischen Vorschriften für genehmigungspflichtige Anlagen (ICPE).", "Classificazione dei tuoi prodotti secondo la normativa francese sugli impianti classificati (ICPE)."),
    },
    "quickAdr": {
      "name": ("Quick-ADR", "Quick-ADR", "Quick-ADR", "Quick-ADR"),
      "text": ("Données de transport ADR de vos produits, prêtes pour vos expéditions.", "ADR transport data of your products, ready for your shipments.", "ADR-Transportdaten Ihrer Produkte, bereit für Ihre Sendungen.", "Dati di trasporto ADR dei tuoi prodotti, pronti per le spedizioni."),
    },
    "fdsRetriever": {
      "name": ("Récupération de FDS", "SDS retriever", "SDB-Beschaffung", "Recupero SDS"),
      "text": ("Nous récupérons pour vous les fiches manquantes auprès d'un réseau de plus de 9000 fournisseurs.", "We fetch missing sheets for you from a network of over 9,000 suppliers.", "Wir beschaffen fehlende Datenblätter für Sie aus einem Netzwerk von über 9.000 Lieferanten.", "Recuperiamo per te le schede mancanti da una rete di oltre 9.000 fornitori."),
    },
    "fdsLabels": {
      "name": ("Étiquettes", "Labels", "Etiketten", "Etichette"),
      "text": ("Étiquettes réglementaires conformes à vos fiches, livrées en moins de 72 heures, jusqu'au format A4.", "Regulatory labels matching your sheets, delivered in under 72 hours, up to A4.", "Vorschriftsmäßige Etiketten passend zu Ihren Datenblättern, geliefert in unter 72 Stunden, bis A4.", "Etichette conformi alle tue schede, consegnate in meno di 72 ore, fino al formato A4."),
    },
  },
  "products": {
    "title": ("Nos outils", "Our tools", "Unsere Werkzeuge", "I nostri strumenti"),
    "lead": ("Des outils pour exploiter vos fiches de données de sécurité : gratuits avec SafeBox, ou par lots de crédits.", "Tools to make the most of your safety data sheets: free with SafeBox, or by lots of credits.", "Werkzeuge für Ihre Sicherheitsdatenblätter: kostenlos mit SafeBox oder in Guthaben-Losen.", "Strumenti per sfruttare le tue schede di dati di sicurezza: gratuiti con SafeBox o a lotti di crediti."),
    "freeBadge": ("Gratuit avec SafeBox", "Free with SafeBox", "Kostenlos mit SafeBox", "Gratuito con SafeBox"),
    "more": ("En savoir plus sur {{tool}}", "More about {{tool}}", "Mehr über {{tool}}", "Scopri {{tool}}"),
    "groups": {
      "free": {
        "title": ("Outils gratuits", "Free tools", "Kostenlose Werkzeuge", "Strumenti gratuiti"),
        "text": ("Actifs pour les membres du programme gratuit SafeBox.", "Active for members of the free SafeBox programme.", "Aktiv für Mitglieder des kostenlosen SafeBox-Programms.", "Attivi per i membri del programma gratuito SafeBox."),
      },
      "paid": {
        "title": ("Outils payants", "Paid tools", "Kostenpflichtige Werkzeuge", "Strumenti a pagamento"),
        "text": ("Vendus par lots indivisibles de 10 crédits (10 fiches), valables 12 mois.", "Sold in indivisible lots of 10 credits (10 sheets), valid 12 months.", "Verkauft in unteilbaren Losen von 10 Guthaben (10 Datenblätter), 12 Monate gültig.", "Venduti in lotti indivisibili di 10 crediti (10 schede), validi 12 mesi."),
      },
      "announced": {
        "title": ("Bientôt disponibles", "Coming soon", "Demnächst verfügbar", "Presto disponibili"),
        "text": ("Annoncés ou disponibles sur demande.", "Announced or available on request.", "Angekündigt oder auf Anfrage erhältlich.", "Annunciati o disponibili su richiesta."),
      },
    },
  },
  "events": {
    "title": ("Salons et événements", "Shows and events", "Messen und Veranstaltungen", "Fiere ed eventi"),
    "lead": ("Retrouvez-nous sur les salons professionnels de la sécurité et de l'environnement.", "Meet us at safety and environment trade shows.", "Treffen Sie uns auf Fachmessen für Sicherheit und Umwelt.", "Incontraci alle fiere professionali della sicurezza e dell'ambiente."),
    "shows": ("Prochains salons", "Upcoming shows", "Nächste Messen", "Prossime fiere"),
    "none": ("Aucun salon annoncé pour le moment.", "No show announced at the moment.", "Derzeit ist keine Messe angekündigt.", "Nessuna fiera annunciata al momento."),
    "dates": ("Du {{start}} au {{end}}", "From {{start}} to {{end}}", "Vom {{start}} bis {{end}}", "Dal {{start}} al {{end}}"),
    "site": ("Site du salon {{name}}", "{{name}} website", "Website der Messe {{name}}", "Sito della fiera {{name}}"),
    "newTab": ("(s'ouvre dans un nouvel onglet)", "(opens in a new tab)", "(öffnet in einem neuen Tab)", "(si apre in una nuova scheda)"),
    "conferences": ("Mini-conférences en ligne", "Online mini-conferences", "Online-Minikonferenzen", "Mini-conferenze online"),
    "conferencesText": ("Des mini-conférences gratuites de 12 minutes sur la réglementation des produits chimiques et l'usage des FDS.", "Free 12-minute mini-conferences on chemicals regulation and the use of safety data sheets.", "Kostenlose 12-minütige Minikonferenzen zur Chemikalienregulierung und zur Nutzung von Sicherheitsdatenblättern.", "Mini-conferenze gratuite di 12 minuti sulla normativa dei prodotti chimici e sull'uso delle schede di sicurezza."),
  },
  "contact": {
    "title": ("Contacter le support", "Contact support", "Support kontaktieren", "Contatta l'assistenza"),
    "lead": ("Une question sur une fiche, votre compte ou nos outils ? Notre équipe vous répond.", "A question about a sheet, your account or our tools? Our team will answer.", "Eine Frage zu einem Datenblatt, Ihrem Konto oder unseren Werkzeugen? Unser Team antwortet Ihnen.", "Una domanda su una scheda, sul tuo account o sui nostri strumenti? Il nostro team ti risponde."),
    "questionType": ("Sujet : {{type}}", "Subject: {{type}}", "Thema: {{type}}", "Argomento: {{type}}"),
    "support": ("Support", "Support", "Support", "Assistenza"),
    "phone": ("Téléphone :", "Phone:", "Telefon:", "Telefono:"),
    "email": ("E-mail :", "Email:", "E-Mail:", "E-mail:"),
    "formSoon": ("Le formulaire de contact en ligne arrive bientôt ; en attendant, écrivez-nous à l'adresse ci-dessus.", "The online contact form is coming soon; meanwhile, write to us at the address above.", "Das Online-Kontaktformular folgt in Kürze; schreiben Sie uns bis dahin an die obige Adresse.", "Il modulo di contatto online arriverà a breve; nel frattempo scrivici all'indirizzo qui sopra."),
  },
  "vigiSubstances": {
    "title": ("Vigi-Substances", "Vigi-Substances", "Vigi-Substances", "Vigi-Substances"),
    "lead": ("Veille des substances de vos fiches face aux listes réglementaires européennes.", "Watch of the substances in your sheets against the European regulatory lists.", "Überwachung der Stoffe Ihrer Datenblätter anhand der europäischen Regulierungslisten.", "Monitoraggio delle sostanze delle tue schede rispetto agli elenchi normativi europei."),
  },
  "fdsExtract": {
    "title": ("FDS-Extract", "FDS-Extract", "FDS-Extract", "FDS-Extract"),
    "lead": ("Extraction des données de vos fiches : mentions de danger, identifiants, propriétés physiques et transport.", "Data extraction from your sheets: hazard statements, identifiers, physical properties and transport.", "Datenextraktion aus Ihren Datenblättern: Gefahrenhinweise, Kennnummern, physikalische Eigenschaften und Transport.", "Estrazione dei dati delle tue schede: indicazioni di pericolo, identificativi, proprietà fisiche e trasporto."),
  },
  "cart": {
    "title": ("Mon panier", "My cart", "Mein Warenkorb", "Il mio carrello"),
    "lead": ("Choisissez le nombre de lots de crédits pour vos outils.", "Choose the number of credit lots for your tools.", "Wählen Sie die Anzahl der Guthaben-Lose für Ihre Werkzeuge.", "Scegli il numero di lotti di crediti per i tuoi strumenti."),
  },
  "paymentSuccess": {
    "title": ("Paiement confirmé", "Payment confirmed", "Zahlung bestätigt", "Pagamento confermato"),
    "lead": ("Merci pour votre commande. Vos crédits sont activés ; la facture vous parvient sous 72 heures.", "Thank you for your order. Your credits are active; the invoice will reach you within 72 hours.", "Vielen Dank für Ihre Bestellung. Ihr Guthaben ist aktiv; die Rechnung erhalten Sie innerhalb von 72 Stunden.", "Grazie per l'ordine. I tuoi crediti sono attivi; la fattura ti arriverà entro 72 ore."),
  },
  "resumePayment": {
    "title": ("Reprendre le paiement", "Resume the payment", "Zahlung fortsetzen", "Riprendi il pagamento"),
    "lead": ("Une commande attend votre paiement.", "An order is waiting for your payment.", "Eine Bestellung wartet auf Ihre Zahlung.", "Un ordine è in attesa del pagamento."),
  },
  "myFds": {
    "title": ("Mon espace FDS", "My SDS space", "Mein SDB-Bereich", "Il mio spazio SDS"),
    "lead": ("Vos favoris, fiches déposées, codes clients, historique de consultation et commandes.", "Your favourites, uploaded sheets, customer codes, consultation history and orders.", "Ihre Favoriten, hochgeladenen Datenblätter, Kundencodes, Einsichtsverlauf und Bestellungen.", "I tuoi preferiti, le schede caricate, i codici cliente, la cronologia delle consultazioni e gli ordini."),
  },
  "siteInformation": {
    "title": ("Mentions légales", "Legal notice", "Impressum", "Note legali"),
    "lead": ("Informations sur l'éditeur du site et le traitement de vos données.", "Information about the site's publisher and how your data is handled.", "Angaben zum Herausgeber der Website und zur Verarbeitung Ihrer Daten.", "Informazioni sull'editore del sito e sul trattamento dei tuoi dati."),
    "sections": [
      sec("publisher", ("Éditeur", "Publisher", "Herausgeber", "Editore"),
          ("OpenFDS est édité par un éditeur de logiciels de sécurité chimique, membre d'un groupe spécialisé dans la sécurité.", "OpenFDS is published by a chemical-safety software company, part of a group specialised in safety.", "OpenFDS wird von einem Softwareanbieter für Chemikaliensicherheit herausgegeben, der zu einer auf Sicherheit spezialisierten Gruppe gehört.", "OpenFDS è pubblicato da un editore di software per la sicurezza chimica, parte di un gruppo specializzato nella sicurezza.")),
      sec("hosting", ("Hébergement", "Hosting", "Hosting", "Hosting"),
          ("Le site et les fiches sont hébergés dans l'Union européenne, avec un engagement de moins de 30 minutes d'interruption par mois.", "The site and the sheets are hosted in the European Union, with a commitment of under 30 minutes of interruption per month.", "Website und Datenblätter werden in der Europäischen Union gehostet, mit einer Zusage von weniger als 30 Minuten Unterbrechung pro Monat.", "Il sito e le schede sono ospitati nell'Unione europea, con un impegno di meno di 30 minuti di interruzione al mese.")),
      sec("privacy", ("Données personnelles", "Personal data", "Personenbezogene Daten", "Dati personali"),
          ("Vos données servent uniquement à gérer votre compte, vous envoyer les mises à jour des fiches consultées (jusqu'à un an après la dernière consultation) et, avec votre accord, les informations d'OpenFDS. Vous pouvez y accéder, les corriger ou les supprimer en écrivant au support. Les cookies de statistiques ne sont déposés qu'avec votre accord.", "Your data is used only to manage your account, send you updates of the sheets you consulted (up to one year after the last consultation) and, with your consent, OpenFDS news. You can access, correct or delete it by writing to support. Statistics cookies are set only with your consent.", "Ihre Daten dienen nur der Verwaltung Ihres Kontos, dem Versand von Aktualisierungen eingesehener Datenblätter (bis ein Jahr nach der letzten Einsicht) und, mit Ihrer Zustimmung, von OpenFDS-Informationen. Sie können sie über den Support einsehen, berichtigen oder löschen lassen. Statistik-Cookies werden nur mit Ihrer Zustimmung gesetzt.", "I tuoi dati servono solo a gestire il tuo account, a inviarti gli aggiornamenti delle schede consultate (fino a un anno dopo l'ultima consultazione) e, con il tuo consenso, le informazioni di OpenFDS. Puoi accedervi, correggerli o cancellarli scrivendo all'assistenza. I cookie statistici sono installati solo con il tuo consenso.")),
    ],
  },
  "cgu": {
    "title": ("Conditions générales d'utilisation", "Terms of use", "Nutzungsbedingungen", "Condizioni generali d'uso"),
    "lead": ("Les règles d'utilisation du site OpenFDS et de ses outils.", "The rules for using the OpenFDS site and its tools.", "Die Regeln für die Nutzung der Website OpenFDS und ihrer Werkzeuge.", "Le regole d'uso del sito OpenFDS e dei suoi strumenti."),
    "sections": [
      sec("purpose", ("Objet", "Purpose", "Gegenstand", "Oggetto"),
          ("OpenFDS met à disposition les fiches de données de sécurité publiées par les fournisseurs membres. Les fiches restent sous la responsabilité de leurs fournisseurs.", "OpenFDS makes available the safety data sheets published by member suppliers. The sheets remain the responsibility of their suppliers.", "OpenFDS stellt die von Mitgliedslieferanten veröffentlichten Sicherheitsdatenblätter bereit. Die Datenblätter bleiben in der Verantwortung ihrer Lieferanten.", "OpenFDS mette a disposizione le schede di dati di sicurezza pubblicate dai fornitori membri. Le schede restano sotto la responsabilità dei rispettivi fornitori.")),
      sec("account", ("Compte", "Account", "Konto", "Account"),
          ("Vous êtes responsable de la confidentialité de votre mot de passe. Un compte est personnel.", "You are responsible for keeping your password confidential. An account is personal.", "Sie sind für die Geheimhaltung Ihres Passworts verantwortlich. Ein Konto ist persönlich.", "Sei responsabile della riservatezza della tua password. Un account è personale.")),
      sec("access", ("Accès aux fiches", "Access to sheets", "Zugang zu Datenblättern", "Accesso alle schede"),
          ("Certaines fiches sont réservées aux clients du fournisseur et demandent un code client. Une utilisation abusive peut entraîner la suspension de l'accès.", "Some sheets are reserved for the supplier's customers and need a customer code. Abusive use may lead to access being suspended.", "Einige Datenblätter sind den Kunden des Lieferanten vorbehalten und erfordern einen Kundencode. Missbräuchliche Nutzung kann zur Sperrung des Zugangs führen.", "Alcune schede sono riservate ai clienti del fornitore e richiedono un codice cliente. Un uso improprio può comportare la sospensione dell'accesso.")),
    ],
  },
  "cgv": {
    "title": ("Conditions générales de vente", "Terms of sale", "Allgemeine Verkaufsbedingungen", "Condizioni generali di vendita"),
    "lead": ("Les conditions d'achat des crédits pour les outils payants.", "The conditions for buying credits for the paid tools.", "Die Bedingungen für den Kauf von Guthaben für die kostenpflichtigen Werkzeuge.", "Le condizioni di acquisto dei crediti per gli strumenti a pagamento."),
    "sections": [
      sec("lots", ("Lots de crédits", "Credit lots", "Guthaben-Lose", "Lotti di crediti"),
          ("Les crédits sont vendus par lots indivisibles de 10 (10 fiches), valables 12 mois. Un crédit utilisé pour une fiche est consommé définitivement.", "Credits are sold in indivisible lots of 10 (10 sheets), valid 12 months. A credit used for a sheet is consumed for good.", "Guthaben werden in unteilbaren Losen von 10 (10 Datenblätter) verkauft und sind 12 Monate gültig. Ein für ein Datenblatt verwendetes Guthaben ist endgültig verbraucht.", "I crediti sono venduti in lotti indivisibili da 10 (10 schede), validi 12 mesi. Un credito usato per una scheda è consumato definitivamente.")),
      sec("payment", ("Paiement et facture", "Payment and invoice", "Zahlung und Rechnung", "Pagamento e fattura"),
          ("Le paiement se fait par carte. La facture est envoyée sous 72 heures après le paiement.", "Payment is made by card. The invoice is sent within 72 hours after payment.", "Die Zahlung erfolgt per Karte. Die Rechnung wird innerhalb von 72 Stunden nach der Zahlung versandt.", "Il pagamento avviene con carta. La fattura è inviata entro 72 ore dal pagamento.")),
      sec("duration", ("Durée", "Duration", "Laufzeit", "Durata"),
          ("Tous les abonnements partagent la date de fin du premier achat ; le prix des achats suivants est calculé au prorata.", "All subscriptions share the end date of the first purchase; later purchases are priced pro rata.", "Alle Abonnements enden am Enddatum des ersten Kaufs; spätere Käufe werden anteilig berechnet.", "Tutti gli abbonamenti condividono la data di fine del primo acquisto; gli acquisti successivi sono calcolati pro rata.")),
    ],
  },
}
