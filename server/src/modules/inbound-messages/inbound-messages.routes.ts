import { ErrorBodySchema } from '@lead-manager/contracts/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import twilio from 'twilio';
import { z } from 'zod';
import type { Config } from '../../config/env';
import { toE164 } from '../../lib/phone';
import type { Services } from '../../services';
import { isValidMailgunSignature, toInboundEmail } from './email-payload';
import { parseMultipartFields } from './multipart';

const TWIML_EMPTY = '<?xml version="1.0" encoding="UTF-8"?><Response/>';
const FormSchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
type Form = z.infer<typeof FormSchema>;
const webhook = { public: true };
const errors = { 400: ErrorBodySchema, 403: ErrorBodySchema, 406: ErrorBodySchema };

const field = (form: Form, name: string) => {
  const value = form[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
};

/** The URL Twilio called, as it signed it: PUBLIC_URL (or this request's own origin) + path + query. */
function calledUrl(request: FastifyRequest, config: Config): string {
  const origin = config.PUBLIC_URL?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;
  return `${origin}${request.url}`;
}

/** Twilio's X-Twilio-Signature, checked only when an auth token is configured. */
function isFromTwilio(request: FastifyRequest, form: Form, config: Config): boolean {
  const token = config.TWILIO_AUTH_TOKEN;
  if (!token) return true;
  const signature = request.headers['x-twilio-signature'];
  if (typeof signature !== 'string') return false;
  return twilio.validateRequest(token, signature, calledUrl(request, config), form);
}

export const inboundMessagesRoutes: FastifyPluginAsyncZod<{ services: Services; config: Config }> = async (
  app,
  { services, config },
) => {
  // SendGrid Inbound Parse posts multipart; only the routes of this plugin read it.
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: 10 * 1024 * 1024 },
    (request, body, done) => {
      try {
        done(null, parseMultipartFields(body as Buffer, request.headers['content-type'] ?? ''));
      } catch (err) {
        done(Object.assign(err as Error, { statusCode: 400 }), undefined);
      }
    },
  );

  app.post(
    '/webhooks/twilio/sms',
    { config: webhook, schema: { body: FormSchema, response: { 200: z.string(), ...errors } } },
    async (request, reply) => {
      const form = request.body;
      if (!isFromTwilio(request, form, config))
        return reply.status(403).send({ message: 'Invalid Twilio signature' });
      const from = toE164(field(form, 'From') ?? '');
      const messageSid = field(form, 'MessageSid') ?? field(form, 'SmsSid');
      if (!from || !messageSid) {
        const path = from ? 'MessageSid' : 'From';
        return reply
          .status(400)
          .send({ message: `${path} is required`, errors: [{ path, message: `${path} is required` }] });
      }
      const media = Number(field(form, 'NumMedia') ?? 0);
      const body = field(form, 'Body') ?? (media > 0 ? `(${media} attachment${media > 1 ? 's' : ''})` : '');
      await services.inboundMessages.receive({
        channel: 'sms',
        from,
        to: [toE164(field(form, 'To') ?? '') ?? ''],
        content: body || '(empty message)',
        providerMessageId: messageSid,
      });
      return reply.type('text/xml').send(TWIML_EMPTY);
    },
  );

  app.post(
    '/webhooks/twilio/status',
    { config: webhook, schema: { body: FormSchema, response: { 200: z.string(), ...errors } } },
    async (request, reply) => {
      const form = request.body;
      if (!isFromTwilio(request, form, config))
        return reply.status(403).send({ message: 'Invalid Twilio signature' });
      const sid = field(form, 'MessageSid') ?? field(form, 'SmsSid');
      const status = field(form, 'MessageStatus') ?? field(form, 'SmsStatus');
      if (!sid || !status) {
        const path = sid ? 'MessageStatus' : 'MessageSid';
        return reply
          .status(400)
          .send({ message: `${path} is required`, errors: [{ path, message: `${path} is required` }] });
      }
      await services.inboundMessages.applySmsStatus(sid, status, field(form, 'ErrorCode'));
      return reply.type('text/xml').send(TWIML_EMPTY);
    },
  );

  app.post(
    '/webhooks/email/inbound',
    {
      config: webhook,
      bodyLimit: 10 * 1024 * 1024,
      schema: { body: FormSchema, response: { 200: z.object({ status: z.string() }), ...errors } },
    },
    async (request, reply) => {
      const form = request.body;
      if (config.MAILGUN_SIGNING_KEY && !isValidMailgunSignature(form, config.MAILGUN_SIGNING_KEY))
        return reply.status(403).send({ message: 'Invalid Mailgun signature' });
      const inbound = toInboundEmail(form);
      // 406 tells Mailgun not to retry a message we can never use.
      if (!inbound)
        return reply
          .status(406)
          .send({ message: 'from is required', errors: [{ path: 'from', message: 'from is required' }] });
      const status = await services.inboundMessages.receive(inbound);
      return { status };
    },
  );
};
