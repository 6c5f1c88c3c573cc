import type { RequestHandler } from 'express';
import { MAX_ANSWER_BYTES, answerTooLarge } from '../limits/answer-budget';

// A UTF-16 unit is at most 3 bytes of UTF-8: a shorter text cannot be over the cap, and is not measured.
const MAX_BYTES_PER_UNIT = 3;

/**
 * Refuses to send an answer longer than `maxBytes` once serialized: a 400 with ANSWER_TOO_LARGE instead, never a
 * truncated answer. Installed after the result cache's middleware, so the refusal, not the answer, reaches it.
 */
export function capAnswerSize(maxBytes = MAX_ANSWER_BYTES): RequestHandler {
  return (_req, res, next) => {
    const send = res.send.bind(res);
    res.send = (body: unknown) => {
      if (
        typeof body === 'string' &&
        body.length * MAX_BYTES_PER_UNIT > maxBytes &&
        Buffer.byteLength(body, 'utf8') > maxBytes
      ) {
        const { message, limitCode } = answerTooLarge(`${maxBytes} bytes`);
        res.status(400);
        return send(JSON.stringify({ errors: [{ message, extensions: { code: limitCode } }] }));
      }
      return send(body);
    };
    next();
  };
}
