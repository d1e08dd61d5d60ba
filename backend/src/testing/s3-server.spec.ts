import { CreateBucketCommand, DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, testS3Client, type TestS3Server } from './s3-server.js';

// issue 32: a put into a folder while another object of that folder is deleted (the API's
// `pending/` uploads moving on) must neither crash the process nor lose the new object.
describe('the test S3 server', () => {
  let s3: TestS3Server;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(async () => {
    await s3.close();
  });

  it('keeps every object put into a folder whose last other object is being deleted', async () => {
    const client = testS3Client(s3.endpoint);
    const Bucket = 'race';
    await client.send(new CreateBucketCommand({ Bucket }));
    const rounds = 150;
    let previous: string | null = null;
    for (let round = 0; round < rounds; round += 1) {
      const key = `pending/${round}`;
      await Promise.all([
        client.send(new PutObjectCommand({ Bucket, Key: key, Body: `object ${round}` })),
        previous === null ? null : client.send(new DeleteObjectCommand({ Bucket, Key: previous })),
      ]);
      const stored = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      expect(await stored.Body?.transformToString()).toBe(`object ${round}`);
      previous = key;
    }
    client.destroy();
  });
});
