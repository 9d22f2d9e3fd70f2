import { INVENTORY_MAX_FEED_BYTES } from '@lead-manager/contracts/inventory';
import busboy from 'busboy';

/**
 * The text of the first file part of a multipart/form-data upload (`curl -F feed=@inventory.csv`), read by busboy
 * as lead import and the inbound e-mail webhook read theirs. No file part is an error naming the field.
 */
export function readUploadedFile(body: Buffer, contentType: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const parser = busboy({
      headers: { 'content-type': contentType },
      limits: { files: 1, fileSize: INVENTORY_MAX_FEED_BYTES },
    });
    let text: string | undefined;
    parser.on('file', (_name, stream) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => reject(new Error('the file is larger than 10 MB')));
      stream.on('end', () => {
        text ??= Buffer.concat(chunks).toString('utf8');
      });
    });
    parser.on('error', reject);
    parser.on('close', () =>
      text === undefined ? reject(new Error('no file part in the upload')) : resolve(text),
    );
    parser.end(body);
  });
}
