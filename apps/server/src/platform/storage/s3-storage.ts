import { Readable } from 'node:stream';
import { isStorageKey, storedContentTypes, uploadsPath, type Storage } from './storage';

export interface S3Settings {
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** An S3-compatible service's address (MinIO, R2…); AWS's own when unset. */
  endpoint?: string;
  region?: string;
}

const contentTypeOf = (key: string) =>
  storedContentTypes[key.slice(key.lastIndexOf('.') + 1) as keyof typeof storedContentTypes];

const missing = (err: unknown) =>
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/** The SDK is loaded, and the client made, on the first call: a site on local disk never loads it. */
async function connect(settings: S3Settings) {
  const [sdk, { Upload }] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/lib-storage'),
  ]);
  const client = new sdk.S3Client({
    region: settings.region ?? 'us-east-1',
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
  });
  return { sdk, Upload, client };
}

/**
 * Uploads in an S3 bucket, shared by every instance. The app still serves them at /uploads/:key
 * (the same checks and headers, byte ranges for videos), reading from the bucket; the keys and
 * content types are the ones the local storage allows.
 */
export function s3Storage(settings: S3Settings): Storage {
  let connection: ReturnType<typeof connect> | undefined;
  const s3 = () => (connection ??= connect(settings));
  const Bucket = settings.bucket;
  const checked = (key: string, contentType: string) => {
    if (!isStorageKey(key)) throw new Error(`Invalid storage key ${JSON.stringify(key)}`);
    if (contentTypeOf(key) !== contentType) {
      throw new Error(`Key ${key} does not match content type ${contentType}`);
    }
    return { Bucket, Key: key, ContentType: contentType };
  };
  const head = async (key: string) => {
    const { sdk, client } = await s3();
    try {
      return await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
    } catch (err) {
      if (missing(err)) return null;
      throw err;
    }
  };
  return {
    async put(key, bytes, contentType) {
      const { sdk, client } = await s3();
      await client.send(new sdk.PutObjectCommand({ ...checked(key, contentType), Body: bytes }));
      return `${uploadsPath}/${key}`;
    },
    async putStream(key, chunks, contentType) {
      // In parts, as it arrives: a video is never held whole in memory. A failed upload is
      // aborted, so nothing is left under the key.
      const { Upload, client } = await s3();
      const upload = new Upload({
        client,
        params: { ...checked(key, contentType), Body: Readable.from(chunks) },
      });
      await upload.done();
      return `${uploadsPath}/${key}`;
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      const { sdk, client } = await s3();
      try {
        const found = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        const bytes = await found.Body?.transformToByteArray();
        return bytes ? { bytes, contentType: contentTypeOf(key) } : null;
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async open(key) {
      if (!isStorageKey(key)) return null;
      const found = await head(key);
      if (!found) return null;
      return {
        size: found.ContentLength ?? 0,
        contentType: contentTypeOf(key),
        // Fetched when first read, and read as the answer is sent: a range of a large video
        // never sits whole in memory.
        read(start, end) {
          let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
          return new ReadableStream<Uint8Array>({
            async pull(controller) {
              if (!reader) {
                const range = `bytes=${start}-${end}`;
                const { sdk, client } = await s3();
                const part = await client.send(
                  new sdk.GetObjectCommand({ Bucket, Key: key, Range: range }),
                );
                const body = part.Body?.transformToWebStream() as
                  ReadableStream<Uint8Array> | undefined;
                if (!body) return controller.close();
                reader = body.getReader();
              }
              const { done, value } = await reader.read();
              if (done) controller.close();
              else controller.enqueue(value);
            },
            cancel: (reason) => reader?.cancel(reason),
          });
        },
      };
    },
    async exists(key) {
      return isStorageKey(key) && (await head(key)) !== null;
    },
    async remove(key) {
      if (!isStorageKey(key)) return;
      const { sdk, client } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
