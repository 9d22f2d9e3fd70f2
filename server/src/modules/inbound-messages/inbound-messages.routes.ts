import { ErrorBodySchema } from '@lead-manager/contracts/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config/env';
import type { Db } from '../../db/client';
import type { CredentialLookup } from '../connections/connections.service';
import { headersToStore, isAdfMail } from '../lead-sources/lead-sources.service';
import { toAdfMail, toInboundEmail } from './email-payload';
import type { InboundMessagesService } from './inbound-messages.service';
import { parseMultipartFields } from './multipart';
import {
  ADF_EMAIL_EVENT_SOURCE,
  EMAIL_EVENT_SOURCE,
  formField,
  SMS_EVENT_SOURCE,
  toInboundSms,
} from './raw-inbound';
import { assertFromTwilio, assertInboundEmail } from './webhook-auth';
import { releaseMailgunToken } from './webhook-tokens.repo';

const TWIML_EMPTY = '<?xml version="1.0" encoding="UTF-8"?><Response/>';
const FormSchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
const webhook = { public: true };
/** Per sending address; Mailgun and SendGrid post from a few addresses, so this is the whole group's inbound mail. */
export const INBOUND_EMAIL_PER_MINUTE = 120;
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 406: ErrorBodySchema };

const field = formField;

export const inboundMessagesRoutes: FastifyPluginAsyncZod<{
  services: { inboundMessages: InboundMessagesService };
  config: Config;
  db: Db;
  /** The credentials in force; Twilio's and the e-mail providers' are the group's (read on every post). */
  credentials: CredentialLookup;
}> = async (app, { services, config, db, credentials }) => {
  const twilioToken = async () => (await credentials('twilio', null)).authToken;
  const emailKeys = async () => ({
    mailgunKey: (await credentials('mailgun', null)).signingKey,
    sendGridSecret: (await credentials('sendgrid', null)).secret,
  });

  // SendGrid Inbound Parse posts multipart; only the routes of this plugin read it.
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: 10 * 1024 * 1024 },
    async (request: FastifyRequest, body: Buffer) => {
      try {
        return await parseMultipartFields(body, request.headers['content-type'] ?? '');
      } catch (err) {
        throw Object.assign(err as Error, { statusCode: 400 });
      }
    },
  );

  app.post(
    '/webhooks/twilio/sms',
    { config: webhook, schema: { body: FormSchema, response: { 200: z.string(), ...errors } } },
    async (request, reply) => {
      const form = request.body;
      assertFromTwilio(request, form, config, await twilioToken());
      const sms = toInboundSms(form);
      if ('missing' in sms) {
        const { missing: path, problem: message } = sms;
        return reply.status(400).send({ message, errors: [{ path, message }] });
      }
      // Stored before the answer and processed by a job; a retry of the same MessageSid is stored once.
      await services.inboundMessages.storeRaw(SMS_EVENT_SOURCE, sms, form, headersToStore(request));
      return reply.type('text/xml').send(TWIML_EMPTY);
    },
  );

  app.post(
    '/webhooks/twilio/status',
    { config: webhook, schema: { body: FormSchema, response: { 200: z.string(), ...errors } } },
    async (request, reply) => {
      const form = request.body;
      assertFromTwilio(request, form, config, await twilioToken());
      const sid = field(form, 'MessageSid') ?? field(form, 'SmsSid');
      const status = field(form, 'MessageStatus') ?? field(form, 'SmsStatus');
      if (!sid || !status) {
        const path = sid ? 'MessageStatus' : 'MessageSid';
        return reply
          .status(400)
          .send({ message: `${path} is required`, errors: [{ path, message: `${path} is required` }] });
      }
      await services.inboundMessages.applySmsStatus({
        providerMessageId: sid,
        providerStatus: status,
        errorCode: field(form, 'ErrorCode'),
        errorMessage: field(form, 'ErrorMessage'),
      });
      return reply.type('text/xml').send(TWIML_EMPTY);
    },
  );

  app.post(
    '/webhooks/email/inbound',
    {
      // Rate-limited before anything is read: a flood of forged posts costs a counter, not a database write.
      config: { ...webhook, rateLimit: { max: INBOUND_EMAIL_PER_MINUTE, timeWindow: '1 minute' } },
      bodyLimit: 10 * 1024 * 1024,
      schema: {
        body: FormSchema,
        response: { 200: z.object({ status: z.string() }), ...errors, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const form = request.body;
      const { mailgunToken } = await assertInboundEmail(request, form, await emailKeys(), db);
      // Mail to a store's lead address (or carrying an ADF document) is leads; everything else is a reply.
      const adf = toAdfMail(form);
      const leads = isAdfMail(adf);
      const inbound = leads ? adf : toInboundEmail(form);
      // 406 tells Mailgun not to retry a message we can never use.
      if (!inbound)
        return reply
          .status(406)
          .send({ message: 'from is required', errors: [{ path: 'from', message: 'from is required' }] });
      try {
        const stored = await services.inboundMessages.storeRaw(
          leads ? ADF_EMAIL_EVENT_SOURCE : EMAIL_EVENT_SOURCE,
          inbound,
          form,
          headersToStore(request),
        );
        return { status: stored ? 'received' : 'duplicate' };
      } catch (err) {
        // Not stored: Mailgun retries with the same token, which must then still be accepted.
        if (mailgunToken) await releaseMailgunToken(db, mailgunToken);
        throw err;
      }
    },
  );
};
