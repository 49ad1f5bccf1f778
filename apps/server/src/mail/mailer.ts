/** A mail to send: rendered HTML and text bodies in the recipient's language. */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Where replies go (a form request mailed to the support or a supplier: the requester). */
  replyTo?: string;
  /** Copy recipient (SafeBox: safebox_cc). */
  cc?: string;
  /** Files sent with the mail (SafeBox: the contract PDF). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/**
 * What the mail server said when it took a mail (issue #27: the proof of a send): its message id and its reply
 * (the SMTP "250 ..." line; for a mail written to a file, where it went). A test stand-in may return nothing.
 */
export interface MailReceipt {
  messageId: string;
  response: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<MailReceipt | void>;
}
