import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';

/**
 * A real S3-compatible server of the test's own (s3rver: the S3 REST API in JavaScript, objects in a temporary
 * folder, from the npm registry, nothing downloaded at run time) on a free port, with one empty bucket. `env` is
 * what the API needs to use it (STORAGE_DRIVER=s3 and the S3_* settings); `stop()` removes every object.
 */
export interface TestS3Server {
  env: Record<string, string>;
  bucket: string;
  stop(): Promise<void>;
}

export async function startS3Server(bucket = 'russ-test-uploads'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'russ-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
    // s3rver signs the bucket's own path as `/bucket` where the AWS SDK v3 signs `/bucket/`, so every
    // ListObjects request would fail its signature check; the access key must still be S3RVER's.
    allowMismatchedSignatures: true,
  });
  const { port } = await server.run();
  return {
    bucket,
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'eu-north-1',
      // s3rver's built-in account.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
