import type { MailTemplate } from '../render-mail.ts';

/**
 * Account mails of issue #2. Params: first_name, url (the link with its token), hours (validity), support.
 */
export const registrationConfirmationMail: MailTemplate = {
  fr: {
    subject: 'Confirmez votre inscription à OpenFDS',
    greeting: 'Bonjour {first_name},',
    paragraphs: ['Merci de votre inscription sur OpenFDS. Pour activer votre compte, choisissez votre mot de passe en suivant ce lien.'],
    action: { label: 'Choisir mon mot de passe', urlParam: 'url' },
    after: [
      "Ce lien est valable {hours} heures et ne peut servir qu'une fois.",
      "Si vous n'avez pas demandé d'inscription, ignorez ce message : aucun compte ne sera activé.",
    ],
  },
  en: {
    subject: 'Confirm your OpenFDS registration',
    greeting: 'Hello {first_name},',
    paragraphs: ['Thank you for registering on OpenFDS. To activate your account, choose your password by following this link.'],
    action: { label: 'Choose my password', urlParam: 'url' },
    after: ['This link is valid for {hours} hours and can be used only once.', 'If you did not register, ignore this message: no account will be activated.'],
  },
  de: {
    subject: 'Bestätigen Sie Ihre Registrierung bei OpenFDS',
    greeting: 'Guten Tag {first_name},',
    paragraphs: ['Vielen Dank für Ihre Registrierung bei OpenFDS. Um Ihr Konto zu aktivieren, wählen Sie über diesen Link Ihr Passwort.'],
    action: { label: 'Mein Passwort wählen', urlParam: 'url' },
    after: [
      'Dieser Link ist {hours} Stunden gültig und kann nur einmal verwendet werden.',
      'Wenn Sie sich nicht registriert haben, ignorieren Sie diese Nachricht: Es wird kein Konto aktiviert.',
    ],
  },
  it: {
    subject: 'Conferma la tua registrazione a OpenFDS',
    greeting: 'Buongiorno {first_name},',
    paragraphs: ['Grazie per esserti registrato su OpenFDS. Per attivare il tuo account, scegli la password seguendo questo link.'],
    action: { label: 'Scegli la mia password', urlParam: 'url' },
    after: [
      'Questo link è valido {hours} ore e può essere usato una sola volta.',
      'Se non ti sei registrato, ignora questo messaggio: nessun account verrà attivato.',
    ],
  },
};

export const passwordResetMail: MailTemplate = {
  fr: {
    subject: 'Réinitialisation de votre mot de passe OpenFDS',
    greeting: 'Bonjour {first_name},',
    paragraphs: ['Une demande de changement de mot de passe a été faite pour votre compte OpenFDS. Suivez ce lien pour choisir un nouveau mot de passe.'],
    action: { label: 'Changer mon mot de passe', urlParam: 'url' },
    after: [
      "Ce lien est valable {hours} heures et ne peut servir qu'une fois.",
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
    ],
  },
  en: {
    subject: 'Reset your OpenFDS password',
    greeting: 'Hello {first_name},',
    paragraphs: ['A password change was requested for your OpenFDS account. Follow this link to choose a new password.'],
    action: { label: 'Change my password', urlParam: 'url' },
    after: [
      'This link is valid for {hours} hours and can be used only once.',
      'If you did not ask for this, ignore this message: your password stays unchanged.',
    ],
  },
  de: {
    subject: 'Zurücksetzen Ihres OpenFDS-Passworts',
    greeting: 'Guten Tag {first_name},',
    paragraphs: ['Für Ihr OpenFDS-Konto wurde eine Passwortänderung angefordert. Folgen Sie diesem Link, um ein neues Passwort zu wählen.'],
    action: { label: 'Mein Passwort ändern', urlParam: 'url' },
    after: [
      'Dieser Link ist {hours} Stunden gültig und kann nur einmal verwendet werden.',
      'Wenn Sie dies nicht angefordert haben, ignorieren Sie diese Nachricht: Ihr Passwort bleibt unverändert.',
    ],
  },
  it: {
    subject: 'Reimposta la tua password OpenFDS',
    greeting: 'Buongiorno {first_name},',
    paragraphs: ['È stata richiesta una modifica della password per il tuo account OpenFDS. Segui questo link per scegliere una nuova password.'],
    action: { label: 'Cambia la mia password', urlParam: 'url' },
    after: [
      'Questo link è valido {hours} ore e può essere usato una sola volta.',
      'Se non hai fatto questa richiesta, ignora questo messaggio: la tua password resta invariata.',
    ],
  },
};

export const emailChangeMail: MailTemplate = {
  fr: {
    subject: 'Confirmez votre nouvelle adresse e-mail OpenFDS',
    greeting: 'Bonjour {first_name},',
    paragraphs: [
      'Vous avez demandé à utiliser cette adresse ({email}) pour votre compte OpenFDS. Elle deviendra ' +
        'aussi votre identifiant. Suivez ce lien pour confirmer le changement.',
    ],
    action: { label: 'Confirmer ma nouvelle adresse', urlParam: 'url' },
    after: ["Ce lien est valable {hours} heures et ne peut servir qu'une fois.", "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message."],
  },
  en: {
    subject: 'Confirm your new OpenFDS email address',
    greeting: 'Hello {first_name},',
    paragraphs: ['You asked to use this address ({email}) for your OpenFDS account. It will also become your login. Follow this link to confirm the change.'],
    action: { label: 'Confirm my new address', urlParam: 'url' },
    after: ['This link is valid for {hours} hours and can be used only once.', 'If you did not ask for this, ignore this message.'],
  },
  de: {
    subject: 'Bestätigen Sie Ihre neue OpenFDS-E-Mail-Adresse',
    greeting: 'Guten Tag {first_name},',
    paragraphs: [
      'Sie möchten diese Adresse ({email}) für Ihr OpenFDS-Konto verwenden. Sie wird auch Ihre Anmeldung. ' +
        'Folgen Sie diesem Link, um die Änderung zu bestätigen.',
    ],
    action: { label: 'Meine neue Adresse bestätigen', urlParam: 'url' },
    after: [
      'Dieser Link ist {hours} Stunden gültig und kann nur einmal verwendet werden.',
      'Wenn Sie dies nicht angefordert haben, ignorieren Sie diese Nachricht.',
    ],
  },
  it: {
    subject: 'Conferma il tuo nuovo indirizzo e-mail OpenFDS',
    greeting: 'Buongiorno {first_name},',
    paragraphs: [
      'Hai chiesto di usare questo indirizzo ({email}) per il tuo account OpenFDS. Diventerà anche il tuo login. Segui questo link per confermare la modifica.',
    ],
    action: { label: 'Conferma il mio nuovo indirizzo', urlParam: 'url' },
    after: ['Questo link è valido {hours} ore e può essere usato una sola volta.', 'Se non hai fatto questa richiesta, ignora questo messaggio.'],
  },
};

/**
 * Registration with a password chosen in the form (POST /users/creation_code, issue #16): the link only confirms the
 * address; the password is not asked again. Params: first_name, url, hours, support.
 */
export const registrationWithPasswordMail: MailTemplate = {
  fr: {
    subject: 'Confirmez votre inscription à OpenFDS',
    greeting: 'Bonjour {first_name},',
    paragraphs: [
      'Merci de votre inscription sur OpenFDS. Pour activer votre compte, confirmez votre adresse e-mail ' +
        'en suivant ce lien. Vous vous connecterez ensuite avec le mot de passe choisi lors de votre ' +
        'inscription.',
    ],
    action: { label: 'Activer mon compte', urlParam: 'url' },
    after: [
      "Ce lien est valable {hours} heures et ne peut servir qu'une fois.",
      "Si vous n'avez pas demandé d'inscription, ignorez ce message : aucun compte ne sera activé.",
    ],
  },
  en: {
    subject: 'Confirm your OpenFDS registration',
    greeting: 'Hello {first_name},',
    paragraphs: [
      'Thank you for registering on OpenFDS. To activate your account, confirm your e-mail address by ' +
        'following this link. You will then log in with the password you chose when registering.',
    ],
    action: { label: 'Activate my account', urlParam: 'url' },
    after: ['This link is valid for {hours} hours and can be used only once.', 'If you did not register, ignore this message: no account will be activated.'],
  },
  de: {
    subject: 'Bestätigen Sie Ihre Registrierung bei OpenFDS',
    greeting: 'Guten Tag {first_name},',
    paragraphs: [
      'Vielen Dank für Ihre Registrierung bei OpenFDS. Um Ihr Konto zu aktivieren, bestätigen Sie Ihre ' +
        'E-Mail-Adresse über diesen Link. Danach melden Sie sich mit dem bei der Registrierung gewählten ' +
        'Passwort an.',
    ],
    action: { label: 'Mein Konto aktivieren', urlParam: 'url' },
    after: [
      'Dieser Link ist {hours} Stunden gültig und kann nur einmal verwendet werden.',
      'Wenn Sie sich nicht registriert haben, ignorieren Sie diese Nachricht: Es wird kein Konto aktiviert.',
    ],
  },
  it: {
    subject: 'Conferma la tua registrazione a OpenFDS',
    greeting: 'Buongiorno {first_name},',
    paragraphs: [
      'Grazie per esserti registrato su OpenFDS. Per attivare il tuo account, conferma il tuo indirizzo ' +
        'e-mail seguendo questo link. Accederai poi con la password scelta al momento della registrazione.',
    ],
    action: { label: 'Attiva il mio account', urlParam: 'url' },
    after: [
      'Questo link è valido {hours} ore e può essere usato una sola volta.',
      'Se non ti sei registrato, ignora questo messaggio: nessun account verrà attivato.',
    ],
  },
};

/**
 * The password of the account was changed from the profile (PUT /users/{login}/password, issue #16): the owner learns
 * of it, and what to do if it was not them. No link with a token. Params: first_name, url (forgot-password page), support.
 */
export const passwordChangedMail: MailTemplate = {
  fr: {
    subject: 'Votre mot de passe OpenFDS a été modifié',
    greeting: 'Bonjour {first_name},',
    paragraphs: [
      "Le mot de passe de votre compte OpenFDS vient d'être modifié depuis votre profil. Les sessions ouvertes sur vos autres appareils ont été fermées.",
      "Si vous n'êtes pas à l'origine de ce changement, choisissez sans attendre un nouveau mot de passe " +
        'avec « Mot de passe oublié » et prévenez notre support.',
    ],
    action: { label: 'Mot de passe oublié', urlParam: 'url' },
  },
  en: {
    subject: 'Your OpenFDS password was changed',
    greeting: 'Hello {first_name},',
    paragraphs: [
      'The password of your OpenFDS account has just been changed from your profile. The sessions open on your other devices were closed.',
      'If you did not make this change, choose a new password at once with "Forgot password" and tell our support.',
    ],
    action: { label: 'Forgot password', urlParam: 'url' },
  },
  de: {
    subject: 'Ihr OpenFDS-Passwort wurde geändert',
    greeting: 'Guten Tag {first_name},',
    paragraphs: [
      'Das Passwort Ihres OpenFDS-Kontos wurde soeben in Ihrem Profil geändert. Die auf Ihren anderen Geräten geöffneten Sitzungen wurden beendet.',
      'Wenn Sie diese Änderung nicht vorgenommen haben, wählen Sie umgehend über „Passwort vergessen“ ein neues Passwort und informieren Sie unseren Support.',
    ],
    action: { label: 'Passwort vergessen', urlParam: 'url' },
  },
  it: {
    subject: 'La tua password OpenFDS è stata modificata',
    greeting: 'Buongiorno {first_name},',
    paragraphs: [
      'La password del tuo account OpenFDS è stata appena modificata dal tuo profilo. Le sessioni aperte sugli altri tuoi dispositivi sono state chiuse.',
      'Se non sei stato tu a fare questa modifica, scegli subito una nuova password con «Password dimenticata» e avvisa il nostro supporto.',
    ],
    action: { label: 'Password dimenticata', urlParam: 'url' },
  },
};

/**
 * Someone asked to register with an address that already has an account (issue #22: the registration answered 600,
 * telling anyone that the address is known). The caller gets the same answer as a new registration; the owner gets
 * this mail, with the way back into the account. Params: first_name, url (forgot password).
 */
export const accountExistsMail: MailTemplate = {
  fr: {
    subject: 'Vous avez déjà un compte OpenFDS',
    greeting: 'Bonjour {first_name},',
    paragraphs: [
      'Une inscription à OpenFDS vient d’être demandée avec cette adresse, qui a déjà un compte. Aucun nouveau compte n’a été créé.',
      'Si vous avez oublié votre mot de passe, choisissez-en un nouveau en suivant ce lien.',
    ],
    action: { label: 'Mot de passe oublié', urlParam: 'url' },
    after: ["Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre compte reste inchangé."],
  },
  en: {
    subject: 'You already have an OpenFDS account',
    greeting: 'Hello {first_name},',
    paragraphs: [
      'A registration on OpenFDS was just requested with this address, which already has an account. No new account was created.',
      'If you forgot your password, choose a new one by following this link.',
    ],
    action: { label: 'Forgot password', urlParam: 'url' },
    after: ['If you did not make this request, ignore this message: your account is unchanged.'],
  },
  de: {
    subject: 'Sie haben bereits ein OpenFDS-Konto',
    greeting: 'Guten Tag {first_name},',
    paragraphs: [
      'Soeben wurde mit dieser Adresse, zu der bereits ein Konto besteht, eine Registrierung bei OpenFDS angefordert. Es wurde kein neues Konto angelegt.',
      'Wenn Sie Ihr Passwort vergessen haben, wählen Sie über diesen Link ein neues.',
    ],
    action: { label: 'Passwort vergessen', urlParam: 'url' },
    after: ['Wenn Sie diese Anfrage nicht gestellt haben, ignorieren Sie diese Nachricht: Ihr Konto bleibt unverändert.'],
  },
  it: {
    subject: 'Hai già un account OpenFDS',
    greeting: 'Buongiorno {first_name},',
    paragraphs: [
      'È stata appena richiesta una registrazione a OpenFDS con questo indirizzo, che ha già un account. Nessun nuovo account è stato creato.',
      'Se hai dimenticato la password, scegline una nuova seguendo questo link.',
    ],
    action: { label: 'Password dimenticata', urlParam: 'url' },
    after: ['Se non sei stato tu a fare questa richiesta, ignora questo messaggio: il tuo account resta invariato.'],
  },
};
