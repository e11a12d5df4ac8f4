/**
 * What every outbox channel's sender does with a receiver's answer (a webhook endpoint's, FCM's
 * or its token endpoint's): read at most MAX_ANSWER_BYTES of its body and drop the rest, so that
 * a receiver answering without end holds neither memory nor the delivery.
 */

/** a receiver's answer is read up to this much: their answers are short, or not read at all */
export const MAX_ANSWER_BYTES = 64 * 1024;

/** The body, up to MAX_ANSWER_BYTES; the rest is not read (the body is destroyed). */
export async function answerOf(body: AsyncIterable<Buffer> & { destroy(): void }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let read = 0;
  for await (const chunk of body) {
    read += chunk.length;
    if (read > MAX_ANSWER_BYTES) {
      body.destroy();
      break;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
