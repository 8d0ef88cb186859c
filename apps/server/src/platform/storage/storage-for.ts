import path from 'node:path';
import type { Config } from '../../config';
import { s3Storage } from './s3-storage';
import { localStorage, type Storage } from './storage';

type StorageConfig = Pick<
  Config,
  | 'dataDir'
  | 'S3_BUCKET'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
>;
const storages = new WeakMap<StorageConfig, Storage>();

/**
 * The storage this deployment uses: the S3 bucket when S3_BUCKET is set (with its keys: the config
 * checks they come together), else DATA_DIR/uploads. One per config, so modules share a client.
 */
export function storageFor(config: StorageConfig): Storage {
  let storage = storages.get(config);
  if (!storage) {
    const {
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secret,
    } = config;
    storage =
      bucket && accessKeyId && secret
        ? s3Storage({
            bucket,
            accessKeyId,
            secretAccessKey: secret,
            endpoint: config.S3_ENDPOINT,
            region: config.S3_REGION,
          })
        : localStorage(path.join(config.dataDir, 'uploads'));
    storages.set(config, storage);
  }
  return storage;
}
