/** A mail to send: rendered HTML and text bodies in the recipient's language. */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
