import { randomBytes } from 'node:crypto';
import type { Config } from '../../config/env';
import type { Db } from '../../db/client';
import { ALL_DEALERSHIPS } from '../../lib/scope';
import { type AdfProspect, parseAdfDocument } from './adf';
import { adfDocumentEvent, type createAdfDocuments } from './adf-documents';
import { adfMailboxToken, dealershipOfAdfTokens } from './adf-mailboxes.repo';
import { getDealershipById } from './lead-sources.repo';
import { UnusableLeadError } from './mapped-lead';
import type { RawEventOutcome } from './raw-event-processors';

/** The webhook events' source of an ADF e-mail as the inbound route posted it (its prospects are `adf` events). */
export const ADF_EMAIL_SOURCE = 'adf-email';

/** Every address whose local part starts so is a lead address: its mail takes the ADF path, never the replies'. */
const ADF_LOCAL_PART = /^leads-([^@\s]*)@/i;
/** 64 random bits, in hex: an address nobody can guess to send a store leads through the signed route. */
const TOKEN = /^[0-9a-f]{16}$/;

/** What an inbound e-mail carries for the ADF path, read from either provider's post by the inbound-messages module. */
export interface AdfMail {
  /** The addresses it was sent to (Mailgun's `recipient`, SendGrid's `to` and envelope). */
  recipients: string[];
  /** The texts that may hold an ADF document: the XML attachments, the plain body, the HTML body's text. */
  texts: string[];
}

const isAdfAddress = (address: string) => ADF_LOCAL_PART.test(address.trim());

const tokenOf = (address: string) => {
  const token = ADF_LOCAL_PART.exec(address.trim())?.[1]?.toLowerCase();
  return token && TOKEN.test(token) ? token : undefined;
};

/**
 * The ADF document inside a text: from its XML or ADF declaration (or `<adf>`) to the last `</adf>`, so a line the
 * provider writes above or below it does not matter. Undefined when the text has no `<adf>` or `<prospect>` at all.
 */
function adfDocumentIn(text: string): string | undefined {
  const start = text.search(/<\?(?:xml|adf)\b|<adf[\s>]/i);
  if (start < 0) return undefined;
  const rest = text.slice(start);
  if (!/<(?:adf|prospect)[\s>/]/i.test(rest)) return undefined;
  const end = rest.toLowerCase().lastIndexOf('</adf>');
  return (end < 0 ? rest : rest.slice(0, end + '</adf>'.length)).trim();
}

/** Mail for the ADF path: sent to a lead address, or carrying an ADF document wherever it was sent. */
export const isAdfMail = (mail: AdfMail) =>
  mail.recipients.some(isAdfAddress) || mail.texts.some((text) => adfDocumentIn(text) !== undefined);

/**
 * Each store's lead address, and the mail sent to one becoming leads: the document stored and split into its
 * prospects exactly as the HTTP endpoint's, each routed to the store whose address received it.
 */
export function createAdfEmail(
  { db, config }: { db: Db; config: Pick<Config, 'INBOUND_EMAIL_DOMAIN'> },
  adfDocuments: ReturnType<typeof createAdfDocuments>,
) {
  return {
    /**
     * `leads-<token>@<domain>`: the domain INBOUND_EMAIL_DOMAIN, else the domain of the store's own inbound
     * (reply) address, which the inbound route already receives for; null when neither is set.
     */
    async addressOf(dealershipId: number): Promise<string | null> {
      const store = await getDealershipById(db, ALL_DEALERSHIPS, dealershipId);
      const domain = config.INBOUND_EMAIL_DOMAIN ?? store?.inboundEmail?.split('@')[1];
      if (!store || !domain) return null;
      const token = await adfMailboxToken(db, dealershipId, randomBytes(8).toString('hex'));
      return `leads-${token}@${domain.toLowerCase()}`;
    },

    /** A stored ADF e-mail: its documents and prospects stored for the store it was sent to; unusable mail fails. */
    async receive(mail: AdfMail, headers: Record<string, string>): Promise<RawEventOutcome> {
      const tokens = mail.recipients.map(tokenOf).filter((t): t is string => t !== undefined);
      const dealershipId = await dealershipOfAdfTokens(db, tokens);
      if (dealershipId === undefined)
        throw new UnusableLeadError(
          "The e-mail was not sent to any store's ADF address: copy the address from Webhook Setup",
        );
      const documents = [
        ...new Set(mail.texts.map(adfDocumentIn).filter((d): d is string => d !== undefined)),
      ];
      if (documents.length === 0)
        throw new UnusableLeadError('The e-mail has no ADF document in its body or an .xml attachment');
      const refused: string[] = [];
      for (const xml of documents) {
        let prospects: AdfProspect[];
        try {
          prospects = parseAdfDocument(xml);
        } catch (err) {
          refused.push((err as Error).message);
          continue;
        }
        const document = { ...adfDocumentEvent(xml, headers), dealershipId };
        await adfDocuments.receive(
          document,
          prospects.map((p) => p.key),
        );
      }
      // The readable documents' leads are made all the same; the e-mail stays failed, and a replay re-reads it.
      if (refused.length > 0) throw new UnusableLeadError(refused.join('; '));
      return { dealershipId };
    },
  };
}
