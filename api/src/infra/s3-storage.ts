import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable, Transform } from 'node:stream';
import {
  assertValidStorageKey,
  StoredFileMissing,
  type FileStorage,
  type PutFileOptions,
  type StorageSettings,
  type StoredFile,
  type StoredFileEntry,
} from './storage.js';

type S3Settings = Extract<StorageSettings, { driver: 's3' }>;

/** S3 answers a missing object with NoSuchKey (GET) or a bare 404 NotFound (HEAD, which has no body). */
function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
}

/**
 * Files in one bucket of an S3-compatible store, shared by every API process on every machine. The key is the
 * object's key as is (no prefix), so a bucket can be copied, listed and restored with any S3 tool. A PUT is
 * atomic in S3 (readers see the old object or the whole new one); streams of unknown length go up as a multipart
 * upload in 5 MB parts (a failed one is aborted, leaving nothing behind).
 */
export class S3FileStorage implements FileStorage {
  readonly bucket: string;
  private readonly client: S3Client;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
      // The SDK's default (a CRC32 trailer on every upload, aws-chunked bodies) is AWS's own; many S3-compatible
      // services refuse it. Elsewhere than AWS, checksums are sent and checked only where the API requires them.
      ...(settings.endpoint
        ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
        : {}),
    });
  }

  async put(key: string, content: Readable | Buffer, options: PutFileOptions = {}): Promise<{ size: number }> {
    assertValidStorageKey(key);
    const contentType = options.contentType ?? 'application/octet-stream';
    if (Buffer.isBuffer(content)) {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: content,
          ContentLength: content.length,
          ContentType: contentType,
        }),
      );
      return { size: content.length };
    }
    let size = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        callback(null, chunk);
      },
    });
    content.once('error', (error) => counted.destroy(error));
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: content.pipe(counted), ContentType: contentType },
      queueSize: 2,
    });
    try {
      await upload.done();
    } catch (error) {
      // Whatever still flows in has nowhere to go (the multipart upload is already aborted).
      content.unpipe(counted);
      counted.destroy();
      content.destroy();
      throw error;
    }
    return { size };
  }

  async get(key: string): Promise<Readable> {
    return (await this.open(key)).body;
  }

  async open(key: string): Promise<StoredFile> {
    assertValidStorageKey(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      // In Node the body is the HTTP response itself: the bytes stream through, never held whole.
      const body = object.Body as Readable | undefined;
      if (!body) throw new StoredFileMissing(key);
      return {
        body,
        size: object.ContentLength ?? 0,
        ...(object.ContentType ? { contentType: object.ContentType } : {}),
      };
    } catch (error) {
      if (isMissing(error)) throw new StoredFileMissing(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidStorageKey(key);
    // Deleting a missing key succeeds in S3 too.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async exists(key: string): Promise<boolean> {
    assertValidStorageKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async *list(prefix?: string): AsyncIterable<StoredFileEntry> {
    if (prefix !== undefined) assertValidStorageKey(prefix);
    const pages = paginateListObjectsV2(
      { client: this.client },
      { Bucket: this.bucket, ...(prefix !== undefined ? { Prefix: `${prefix}/` } : {}) },
    );
    for await (const page of pages) {
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key, size: object.Size ?? 0 };
      }
    }
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
